import { type ChangeEvent, type KeyboardEvent, useRef, useState } from 'react';
import * as v from 'valibot';

import { SendMessageFieldsSchema, UPLOAD_MAX_FILE_BYTES, UPLOAD_MIME_TYPES } from '@portal/contracts';
import { refusal } from '@portal/forms';
import { messageText, useLanguage } from '@portal/i18n';
import { Box, CloseButton, HStack, Icon, IconButton, Text, Textarea } from '@portal/ui';

import { useMessagingStrings } from '../strings/messaging-strings';

/** Images, PDF, DOCX and TXT: what the server accepts, by type and by extension (some systems leave the type empty). */
const ATTACHMENT_TYPES = [...UPLOAD_MIME_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.pdf', '.docx', '.txt'];

/** The text's problem, checked with the server's own rule (at most MESSAGE_TEXT_MAX_LENGTH characters). */
function textProblem(text: string): string | null {
  const result = v.safeParse(SendMessageFieldsSchema.entries.message_text, text);
  return result.success ? null : (result.issues[0]?.message ?? null);
}

export type SendResult = { sent: true } | { sent: false; problem: string | null };

export interface ComposerProps {
  /** Sends; on failure the text and file stay, so nothing typed is lost. */
  onSend: (text: string, file: File | null) => Promise<SendResult>;
}

/** The message box: text (Enter sends, Shift+Enter is a new line), one optional attachment, Send. */
export function Composer({ onSend }: ComposerProps) {
  const t = useMessagingStrings();
  const language = useLanguage();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const textInput = useRef<HTMLTextAreaElement>(null);

  const tooLong = textProblem(text);
  const canSend = !sending && !tooLong && (text.trim() !== '' || file !== null);

  async function send() {
    if (!canSend) return;
    setSending(true);
    setProblem(null);
    const result = await onSend(text, file);
    setSending(false);
    if (result.sent) {
      setText('');
      setFile(null);
      textInput.current?.focus();
    } else {
      setProblem(result.problem);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again after removing it
    if (!chosen) return;
    const refused = refusal(chosen, { maxBytes: UPLOAD_MAX_FILE_BYTES, accept: ATTACHMENT_TYPES });
    setProblem(refused);
    if (!refused) setFile(chosen);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  const shown = tooLong ?? problem;
  return (
    <Box
      as="form"
      borderTopWidth="1px"
      p="3"
      bg="white"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {file && (
        <HStack gap="2" mb="2" px="2" py="1" bg="gray.100" borderRadius="md" w="fit-content" maxW="full" fontSize="sm">
          <Icon name="attach" size={16} />
          <Text truncate>
            <bdi>{file.name}</bdi>
          </Text>
          <CloseButton size="2xs" aria-label={t('composer.remove', { name: file.name })} onClick={() => setFile(null)} disabled={sending} />
        </HStack>
      )}
      <HStack align="end" gap="2">
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={ATTACHMENT_TYPES.join(',')}
          onChange={choose}
          aria-label={t('composer.attachment')}
        />
        <IconButton aria-label={t('composer.attachFile')} variant="ghost" onClick={() => fileInput.current?.click()} disabled={sending}>
          <Icon name="attach" />
        </IconButton>
        <Textarea
          ref={textInput}
          aria-label={t('composer.message')}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={shown ? 'composer-problem' : undefined}
          placeholder={t('composer.placeholder')}
          // What is typed takes its own direction; empty, the placeholder follows the page's.
          dir={text ? 'auto' : undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          autoresize
          maxH="40"
          resize="none"
        />
        <IconButton type="submit" aria-label={t('composer.send')} colorPalette="teal" disabled={!canSend} loading={sending}>
          <Icon name="send" />
        </IconButton>
      </HStack>
      {shown && (
        <Text id="composer-problem" role="alert" color="red.600" fontSize="sm" mt="2">
          {messageText(shown, language)}
        </Text>
      )}
    </Box>
  );
}
