import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { ApiError, ticketMutations, uploadFile } from '@portal/api';
import { paths, TICKET_TOPICS, UPLOAD_MIME_TYPES } from '@portal/contracts';
import { type FieldPath, FileUploadField, FormProvider, SelectField, TextField, useForm, valibotResolver } from '@portal/forms';
import { Box, Button, HStack, Stack, toast } from '@portal/ui';

import { useSupportStrings } from '../strings/support-strings';
import { type OpenTicketFormInput, OpenTicketFormSchema, type OpenTicketFormValues, toOpenTicketRequest } from './open-ticket-form-schema';

const FIELDS: readonly string[] = ['related_to', 'subject', 'description', 'attachment'];

/** The open-ticket form: checked here with the server's schema, sent, then the new ticket is shown. */
export function OpenTicketForm({ defaults }: { defaults: Partial<OpenTicketFormInput> }) {
  const t = useSupportStrings();
  // The topic is sent as the spec's English value; the choice shows it in the language shown.
  const topicOptions = TICKET_TOPICS.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }));
  const navigate = useNavigate();
  // Submitting mid-upload would send the ticket without its attachment.
  const [uploading, setUploading] = useState(false);
  const open = useMutation(ticketMutations.open());
  const form = useForm<OpenTicketFormInput, unknown, OpenTicketFormValues>({
    resolver: valibotResolver(OpenTicketFormSchema),
    defaultValues: { subject: '', description: '', attachment: [], ...defaults },
    mode: 'onTouched',
  });

  async function submit(values: OpenTicketFormValues) {
    try {
      const reply = await open.mutateAsync(toOpenTicketRequest(values));
      toast.success(reply.message);
      void navigate(paths.ticketDetail(reply.ticket.ticket_id));
    } catch (error) {
      console.error(error);
      showFailure(error);
    }
  }

  // The server checks with the same schema; its field errors go on the fields, anything else is a toast.
  function showFailure(error: unknown) {
    const fieldErrors = error instanceof ApiError ? error.errors.filter((e) => FIELDS.includes(e.field)) : [];
    for (const { field, message } of fieldErrors)
      form.setError(field as FieldPath<OpenTicketFormInput>, { message }, { shouldFocus: true });
    if (fieldErrors.length === 0) toast.error(error instanceof ApiError ? error.message : t('open.unexpected'));
  }

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
        <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
          <Stack gap="5">
            <SelectField name="related_to" label={t('open.relatedTo')} options={topicOptions} />
            <TextField name="subject" label={t('open.subject')} />
            <TextField name="description" label={t('open.description')} multiline />
            <FileUploadField
              name="attachment"
              label={t('open.attachment')}
              optional
              upload={uploadFile}
              maxFiles={1}
              accept={UPLOAD_MIME_TYPES}
              helperText={t('open.attachmentHelp')}
              onRejected={(message) => toast.error(message)}
              onUploadingChange={setUploading}
            />
            <HStack gap="3" justify="flex-end">
              <Button variant="outline" onClick={() => navigate(paths.support)}>
                {t('open.cancel')}
              </Button>
              <Button type="submit" colorPalette="teal" disabled={uploading} loading={form.formState.isSubmitting}>
                {t('open.submit')}
              </Button>
            </HStack>
          </Stack>
        </Box>
      </form>
    </FormProvider>
  );
}
