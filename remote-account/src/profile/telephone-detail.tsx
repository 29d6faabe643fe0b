import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import { ApiError, failureText, telephoneMutations } from '@portal/api';
import type { User } from '@portal/contracts';
import { phoneForPicker, type UpdateTelephoneRequest, UpdateTelephoneRequestSchema } from '@portal/contracts/phone';
import { FormProvider, PhoneField, useForm, valibotResolver } from '@portal/forms';
import { Button, HStack, Stack, Text, toast } from '@portal/ui';

import { accountText, useAccountStrings } from '../common/strings/account-strings';

type TelephoneForm = { telephone_number: string };
type TelephoneOutput = { telephone_number: string | null };

/** The Telephone of My Profile: shown formatted, changed in place with the phone field and its dial-code picker. */
export function TelephoneDetail({ user, value, country }: { user: User; value: string | null; country: string | undefined }) {
  const t = useAccountStrings();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(false);
    // Back to where the person was, for a keyboard.
    setTimeout(() => editButton.current?.focus());
  };
  if (editing) return <TelephoneForm user={user} country={country} onDone={close} />;
  return (
    <HStack gap="3" wrap="wrap">
      <Text as="bdi">{value ?? '—'}</Text>
      <Button ref={editButton} size="xs" variant="outline" aria-label={t('telephone.editLabel')} onClick={() => setEditing(true)}>
        {t('telephone.edit')}
      </Button>
    </HStack>
  );
}

function TelephoneForm({ user, country, onDone }: { user: User; country: string | undefined; onDone: () => void }) {
  const saved = phoneForPicker(user.telephone_number);
  const form = useForm<TelephoneForm, unknown, TelephoneOutput>({
    defaultValues: { telephone_number: saved.value },
    resolver: valibotResolver(UpdateTelephoneRequestSchema),
  });
  const update = useMutation(telephoneMutations.updateTelephone());
  const t = useAccountStrings();

  const save = async ({ telephone_number }: TelephoneOutput) => {
    const request: UpdateTelephoneRequest = { telephone_number: telephone_number ?? '' };
    try {
      await update.mutateAsync({ userId: user.user_id, request });
      toast.success(accountText()('telephone.updated'));
      onDone();
    } catch (error) {
      const refused = error instanceof ApiError ? error.errors.find((e) => e.field === 'telephone_number')?.message : undefined;
      if (refused) form.setError('telephone_number', { message: refused });
      const t = accountText();
      toast.error(failureText(error, (message) => t('telephone.failedWith', { message }), t('telephone.failed')));
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t('telephone.label')}>
        <Stack gap="3" maxW="md">
          <PhoneField
            name="telephone_number"
            label={t('telephone.label')}
            defaultCountry={saved.country ?? country}
            helperText={t('telephone.helper')}
          />
          <HStack gap="2">
            <Button type="submit" size="sm" colorPalette="teal" loading={form.formState.isSubmitting}>
              {t('telephone.save')}
            </Button>
            <Button size="sm" variant="outline" onClick={onDone}>
              {t('telephone.cancel')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}
