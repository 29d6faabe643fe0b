import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm, useWatch } from 'react-hook-form';

import { renderWithProviders } from '@portal/testing';

import { FileUploadField, refusal, type UploadFn } from './file-upload-field';

function Harness({
  upload,
  onUploaded,
  onRejected,
  maxFiles = 2,
}: {
  upload: UploadFn;
  onUploaded?: (u: string[]) => void;
  onRejected?: (m: string) => void;
  maxFiles?: number;
}) {
  const form = useForm<{ photos: string[] }>({ defaultValues: { photos: [] } });
  return (
    <FormProvider {...form}>
      <FileUploadField
        name="photos"
        label="Photos"
        images
        upload={upload}
        maxFiles={maxFiles}
        accept={['image/*']}
        onUploaded={onUploaded}
        onRejected={onRejected}
      />
      <Value />
    </FormProvider>
  );
}

function Value() {
  return <output data-testid="value">{JSON.stringify(useWatch({ name: 'photos' }))}</output>;
}

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('FileUploadField', () => {
  it('shows progress while uploading, keeps the URL, and removes it on request', async () => {
    let progress: (f: number) => void = () => undefined;
    let finish: (url: string) => void = () => undefined;
    const upload: UploadFn = (_file, { onProgress }) => {
      progress = onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    };
    const onUploaded = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness upload={upload} onUploaded={onUploaded} />);
    await user.upload(screen.getByLabelText('Photos'), png('lake.png'));
    act(() => progress(0.4));
    expect(screen.getByRole('progressbar', { name: 'Uploading lake.png' })).toHaveAttribute('aria-valuenow', '40');
    // The server's name for the file, then the name it was uploaded under, which the field shows.
    const address = '/api/v1/files/0f8c6f6e-2f5e-4f0e-9a4c-3c9b1f0d7e21.png/lake%20(front).png';
    await act(async () => finish(address));
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent(JSON.stringify([address])));
    expect(onUploaded).toHaveBeenCalledWith([address]);
    expect(screen.getByText('lake (front).png')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove lake (front).png' }));
    expect(screen.getByTestId('value')).toHaveTextContent('[]');
  });

  it('refuses files past the count and size limits', async () => {
    const upload = jest.fn<ReturnType<UploadFn>, Parameters<UploadFn>>(async (file) => `/api/v1/files/${file.name}`);
    const onRejected = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness upload={upload} onRejected={onRejected} maxFiles={2} />);
    await user.upload(screen.getByLabelText('Photos'), [png('a.png'), png('b.png'), png('c.png')]);
    expect(onRejected).toHaveBeenCalledWith('You can upload up to 2 files here.');
    expect(upload).toHaveBeenCalledTimes(2);
    expect(refusal(png('big.png', 6 * 1024 * 1024), { maxBytes: 5 * 1024 * 1024, accept: ['image/*'] })).toBe(
      'big.png is larger than 5 MB.',
    );
    expect(refusal(new File(['x'], 'a.exe', { type: 'application/x-msdownload' }), { maxBytes: 10, accept: ['image/*', '.pdf'] })).toBe(
      'a.exe is not an accepted file type.',
    );
  });

  it('shows a failed upload with its reason until removed', async () => {
    const upload: UploadFn = async () => {
      throw new Error('Server said no');
    };
    const onRejected = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness upload={upload} onRejected={onRejected} />);
    await user.upload(screen.getByLabelText('Photos'), png('x.png'));
    expect(await screen.findByText('Server said no')).toBeInTheDocument();
    expect(onRejected).toHaveBeenCalledWith('x.png: Server said no');
    await user.click(screen.getByRole('button', { name: 'Remove x.png' }));
    expect(screen.queryByText('Server said no')).not.toBeInTheDocument();
  });
});
