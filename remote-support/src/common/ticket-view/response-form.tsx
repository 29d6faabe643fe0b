import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';

import { ApiError, ticketMutations } from '@portal/api';
import { type SupportTicketDetail, TICKET_TEXT_MAX_LENGTH, UpdateTicketRequestSchema } from '@portal/contracts';
import { messageText, useLanguage } from '@portal/i18n';
import { Button, Field, LimitedTextarea, Stack } from '@portal/ui';

import { supportText, useSupportStrings } from '../../strings/support-strings';

// A ticket closed meanwhile (in another tab) answers 409 with the closed notice, which says more.
const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? error.message : supportText()('respond.failed');

/**
 * Adds a response to an open ticket; the text is checked with the server's schema and kept if
 * sending fails. The ticket the server answers (with the response) replaces the one shown.
 */
export function ResponseForm({ ticket }: { ticket: SupportTicketDetail }) {
  const t = useSupportStrings();
  const language = useLanguage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useMutation(ticketMutations.update());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const change = v.safeParse(UpdateTicketRequestSchema, { admin_responses: text });
    if (!change.success) {
      setError(change.issues[0].message);
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({ ticketId: ticket.ticket_id, change: change.output });
      setText('');
    } catch (failure) {
      console.error(failure);
      setError(failureMessage(failure));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="3">
        <Field.Root invalid={error !== null}>
          <Field.Label>{t('respond.label')}</Field.Label>
          <LimitedTextarea
            bg="white"
            rows={4}
            maxLength={TICKET_TEXT_MAX_LENGTH}
            value={text}
            onValueChange={(typed) => {
              setText(typed);
              setError(null);
            }}
          />
          {error && <Field.ErrorText>{messageText(error, language)}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" colorPalette="teal" alignSelf="flex-start" loading={update.isPending}>
          {t('respond.add')}
        </Button>
      </Stack>
    </form>
  );
}
