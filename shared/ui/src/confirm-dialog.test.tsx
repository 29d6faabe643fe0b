import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { renderWithProviders } from '@portal/testing';

import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function Question(props: Partial<ConfirmDialogProps> & { onConfirm: () => void; onCancel: () => void }) {
  const { onCancel, ...rest } = props;
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      title="Delete this listing?"
      text="It cannot be undone."
      confirmLabel="Delete"
      cancelLabel="Cancel"
      {...rest}
      onClose={() => {
        onCancel();
        setOpen(false);
      }}
    />
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title, with focus inside it', async () => {
    renderWithProviders(<Question onConfirm={jest.fn()} onCancel={jest.fn()} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this listing?' });
    expect(dialog).toHaveTextContent('It cannot be undone.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('confirms with its confirm button', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithProviders(<Question onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels on Escape and on Cancel, without confirming', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { unmount } = renderWithProviders(<Question onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    unmount();

    renderWithProviders(<Question onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('while busy, cannot be cancelled by its button; with a refusal and hideConfirm, offers only Cancel and the refusal', async () => {
    const { unmount } = renderWithProviders(<Question busy onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeDisabled();
    unmount();

    renderWithProviders(
      <Question hideConfirm refusal="Two listings draw on it." onConfirm={jest.fn()} onCancel={jest.fn()}>
        <p>Deactivate them first.</p>
      </Question>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Two listings draw on it.');
    expect(screen.getByText('Deactivate them first.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
