import { useState } from 'react';

import { ApiError } from '@portal/api';
import { type ResourceInput, type ResourceRequest, ResourceRequestSchema } from '@portal/contracts';
import { FormProvider, TextField, useForm, valibotResolver } from '@portal/forms';
import { Alert, Button, HStack, Stack } from '@portal/ui';

import { useListingsStrings } from '../strings/listings-strings';

export interface ResourceFormProps {
  /** The form's name, for screen readers ('New resource', 'Edit Jeeps'). */
  label: string;
  defaults: { name: string; units: string };
  submitLabel: string;
  /** Sends the request; a rejection (409, 400) is shown in the server's words. */
  onSubmit: (request: ResourceRequest) => Promise<unknown>;
  onCancel?: () => void;
}

/** Name and units of a shared resource, checked with the contracts' schema; for a new one and for a change. */
export function ResourceForm({ label, defaults, submitLabel, onSubmit, onCancel }: ResourceFormProps) {
  const t = useListingsStrings();
  const form = useForm<ResourceInput, unknown, ResourceRequest>({
    defaultValues: defaults,
    resolver: valibotResolver(ResourceRequestSchema),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = form.handleSubmit(async (request) => {
    setRefusal(null);
    try {
      await onSubmit(request);
      form.reset(defaults);
    } catch (failure) {
      setRefusal(failure instanceof ApiError && failure.message ? failure.message : t('resources.saveFailed'));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
        <Stack gap="3">
          <HStack gap="3" align="start" wrap="wrap">
            <TextField name="name" label={t('resources.name')} placeholder={t('resources.namePlaceholder')} />
            <TextField name="units" label={t('resources.units')} type="number" />
          </HStack>
          {refusal && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{refusal}</Alert.Title>
            </Alert.Root>
          )}
          <HStack gap="2">
            <Button type="submit" size="sm" colorPalette="teal" loading={form.formState.isSubmitting}>
              {submitLabel}
            </Button>
            {onCancel && (
              <Button size="sm" variant="outline" onClick={onCancel}>
                {t('resources.cancel')}
              </Button>
            )}
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}
