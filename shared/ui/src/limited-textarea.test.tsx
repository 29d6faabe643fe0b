import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { renderWithProviders } from '@portal/testing';

import { LimitedTextarea } from './limited-textarea';

function Note({ maxLength }: { maxLength: number }) {
  const [note, setNote] = useState('');
  return <LimitedTextarea aria-label="Note" value={note} maxLength={maxLength} onValueChange={setNote} />;
}

// Each is one character (code point) to the server, two UTF-16 units to a maxlength attribute.
const EMOJI = '😀';

describe('LimitedTextarea', () => {
  it('takes a text with emoji up to its limit in characters, as the server counts them, and counts them so', async () => {
    renderWithProviders(<Note maxLength={10} />);
    const note = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.click(note);
    await userEvent.paste(`Eid ${EMOJI.repeat(6)}`);
    expect(note).toHaveValue(`Eid ${EMOJI.repeat(6)}`);
    expect(screen.getByText('10/10')).toBeInTheDocument();
  });

  it('stops at the limit: characters past it are cut, not half an emoji', async () => {
    renderWithProviders(<Note maxLength={3} />);
    const note = screen.getByRole('textbox', { name: 'Note' });
    await userEvent.click(note);
    await userEvent.paste(`ب${EMOJI.repeat(4)}`);
    expect(note).toHaveValue(`ب${EMOJI.repeat(2)}`);
    expect(screen.getByText('3/3')).toBeInTheDocument();
  });
});
