import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Puts a whole text into the field labelled `label` at once (pasted): typing letter by letter is slow in jsdom. */
export async function fill(user: UserEvent, label: string | RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}
