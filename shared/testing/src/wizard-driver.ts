import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { photoUrl } from './fixtures/listings';
import { mockApi, type MockCalls } from './mock-api';

/** What a person does in a wizard (the listing wizards'), for component tests. */

export const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

/** The upload endpoint, naming each stored file after the one sent. */
export const mockUploads = (): MockCalls<'uploadFiles'> =>
  mockApi.uploadFiles(({ body }) => ({
    message: 'Files uploaded',
    urls: body.getAll('files').map((file) => photoUrl((file as File).name)),
  }));

export const stepHeading = (name: string) => screen.findByRole('heading', { name, level: 2 });

export const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));

/** Chooses a photo and waits until it is uploaded (its thumbnail shows). */
export async function uploadPhoto(user: UserEvent, name = 'lake.png') {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no photo input on this step');
  await user.upload(input, png(name));
  await screen.findByRole('img', { name: /^Photo 1/ });
  await waitFor(() => expect(screen.queryByText('Waiting for the photos to finish uploading.')).not.toBeInTheDocument());
}

/** The step list beside the form: a step's button by its spec title. */
export const stepButton = (label: string, title: string) =>
  within(screen.getByRole('navigation', { name: label })).getByRole('button', {
    name: new RegExp(`\\d+\\. ${title.replace(/[&]/g, '\\$&')}`),
  });

/** Types `text` into a field found by its label, replacing what it held. */
export async function retype(user: UserEvent, label: string | RegExp, text: string, index = 0) {
  const field = screen.getAllByLabelText(label)[index]!;
  await user.clear(field);
  if (text) await user.type(field, text);
}
