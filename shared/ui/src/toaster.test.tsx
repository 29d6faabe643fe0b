import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';

import { TOAST } from '@portal/contracts';
import { createTestQueryClient } from '@portal/testing';

import { PortalProviders } from './providers';
import { hotkeyOf, toast } from './toaster';

const renderPortal = () =>
  render(
    <PortalProviders queryClient={createTestQueryClient()}>
      <button type="button">Save</button>
    </PortalProviders>,
  );

const region = () => screen.getByRole('region', { name: `Notifications (${TOAST.hotkey})` });

describe('toasts', () => {
  it('reads the spec’s hotkey as the toaster’s keys', () => {
    expect(hotkeyOf(TOAST.hotkey)).toEqual(['altKey', 'KeyT']);
    expect(hotkeyOf('Shift+Alt+N')).toEqual(['shiftKey', 'altKey', 'KeyN']);
  });

  it('announces each toast politely, as a status in a live region that is there before any toast', async () => {
    renderPortal();
    // Not in the page's first render (its machine starts with a synchronous render): at its first quiet moment.
    expect(screen.queryByRole('region', { name: `Notifications (${TOAST.hotkey})` })).toBeNull();
    expect(await screen.findByRole('region', { name: `Notifications (${TOAST.hotkey})` })).toHaveAttribute('aria-live', 'polite');
    act(() => {
      toast.success('Bank details updated');
    });
    const shown = await within(region()).findByRole('status');
    expect(shown).toHaveTextContent('Bank details updated');
  });

  it('shows a toast asked for while the page starts, before the region is mounted (the sign-in notice)', async () => {
    function AsksOnMount() {
      useEffect(() => {
        toast.success('Login successful');
      }, []);
      return null;
    }
    render(
      <PortalProviders queryClient={createTestQueryClient()}>
        <AsksOnMount />
      </PortalProviders>,
    );
    expect(await within(region()).findByRole('status')).toHaveTextContent('Login successful');
  });

  it('shows a toast asked for by a screen as it mounts (loaded for editing), with no warning from React', async () => {
    const errors = jest.spyOn(console, 'error');
    function AsksOnMount() {
      useEffect(() => {
        toast.success('Listing loaded for editing');
      }, []);
      return null;
    }
    const { rerender } = renderPortal();
    // The region is up and the early toasts are out: a screen's toast goes straight to the toaster.
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    rerender(
      <PortalProviders queryClient={createTestQueryClient()}>
        <AsksOnMount />
      </PortalProviders>,
    );
    expect(await within(region()).findByRole('status')).toHaveTextContent('Listing loaded for editing');
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/flushSync/);
    errors.mockRestore();
  });

  it('moves the focus to the toasts with Alt+T, and Escape on a focused toast dismisses it', async () => {
    renderPortal();
    screen.getByRole('button', { name: 'Save' }).focus();
    act(() => {
      toast.error('Failed to send message.');
    });
    await within(region()).findByText('Failed to send message.');
    await userEvent.keyboard('{Alt>}[KeyT]{/Alt}');
    await waitFor(() => expect(region()).toHaveFocus());
    await userEvent.tab();
    const shown = within(region()).getByRole('status');
    expect(shown).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Failed to send message.')).not.toBeInTheDocument());
  });

  it('closes a toast with its close button, by keyboard', async () => {
    renderPortal();
    act(() => {
      toast.info('Photos uploaded successfully!');
    });
    const close = await within(region()).findByRole('button', { name: 'Dismiss notification' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Photos uploaded successfully!')).not.toBeInTheDocument());
  });

  it('is swiped away past the threshold and springs back short of it', async () => {
    renderPortal();
    act(() => {
      toast.success('Profile image updated');
    });
    const shown = await within(region()).findByRole('status');
    fireEvent.pointerDown(shown, { clientX: 100 });
    fireEvent.pointerMove(shown, { clientX: 100 + TOAST.swipeThresholdPx - 5 });
    fireEvent.pointerUp(shown, { clientX: 100 + TOAST.swipeThresholdPx - 5 });
    await new Promise((resolve) => setTimeout(resolve, TOAST.removeDelayMs + 100));
    expect(screen.getByText('Profile image updated')).toBeInTheDocument();
    fireEvent.pointerDown(shown, { clientX: 100 });
    fireEvent.pointerUp(shown, { clientX: 100 + TOAST.swipeThresholdPx + 5 });
    await waitFor(() => expect(screen.queryByText('Profile image updated')).not.toBeInTheDocument());
  });

  it('shows one toast for the same message said twice while it is on screen', async () => {
    renderPortal();
    act(() => {
      toast.error('Could not load chats');
      toast.error('Could not load chats');
    });
    await within(region()).findByText('Could not load chats');
    expect(within(region()).getAllByRole('status')).toHaveLength(1);
  });

  it('shows at most three at once; the fourth waits for a place', async () => {
    renderPortal();
    act(() => {
      for (const message of ['One', 'Two', 'Three', 'Four']) toast.info(message);
    });
    await within(region()).findByText('Three');
    expect(within(region()).getAllByRole('status')).toHaveLength(TOAST.maxVisible);
    expect(screen.queryByText('Four')).not.toBeInTheDocument();
  });
});
