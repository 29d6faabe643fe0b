import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';

import { ApiError, failureText, userMutations } from '@portal/api';
import {
  type BankAccount,
  type UpdateBankAccountForm,
  type UpdateBankAccountRequest,
  UpdateBankAccountRequestSchema,
} from '@portal/contracts';
import { FormField, useForm, valibotResolver } from '@portal/forms';
import { getSession } from '@portal/session';
import { Button, Input, SimpleGrid, Stack, Text, toast } from '@portal/ui';

import { SectionCard } from '../common/section-card';
import { accountText, useAccountStrings } from '../common/strings/account-strings';

const empty: BankAccount = { bank: '', branchCode: '', accountTitle: '', accountNumber: '', iban: '' };

/** The fields with their labels and examples; a bank's name, a number and an IBAN are examples in any language. */
const fields = (): { name: keyof BankAccount; label: string; placeholder: string; example?: boolean }[] => {
  const t = accountText();
  return [
    { name: 'bank', label: t('bank.bank'), placeholder: 'Meezan Bank', example: true },
    { name: 'branchCode', label: t('bank.branchCode'), placeholder: '0101', example: true },
    { name: 'accountTitle', label: t('bank.accountTitle'), placeholder: t('bank.accountTitlePlaceholder') },
    { name: 'accountNumber', label: t('bank.accountNumber'), placeholder: '01020304050607', example: true },
    { name: 'iban', label: t('bank.iban'), placeholder: 'PK36 MEZN 0001 0203 0405 0607', example: true },
  ];
};

/** 'PK36 MEZN 0001 ...': the IBAN in groups of four, as banks print it. */
const groupIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/** Every character but the last four hidden: whoever looks over the shoulder learns only how it ends. */
const maskDigits = (value: string, keepStart = 0) =>
  value.slice(0, keepStart) + '•'.repeat(Math.max(0, value.length - keepStart - 4)) + value.slice(Math.max(keepStart, value.length - 4));

/** The IBAN masked like the account number it carries: country, check digits and bank stay readable. */
const maskedIban = (iban: string) => groupIban(maskDigits(iban, 8));

function SavedAccount({ account }: { account: BankAccount | null }) {
  const t = useAccountStrings();
  if (!account)
    return (
      <Text color="gray.600" fontSize="sm">
        {t('bank.none')}
      </Text>
    );
  return (
    <Text fontSize="sm" bg="gray.50" borderWidth="1px" borderRadius="md" p="3" data-testid="saved-bank-account">
      <Text as="span" fontWeight="medium">
        {t('bank.saved')}{' '}
      </Text>
      <bdi>
        {account.bank} ({account.branchCode})
      </bdi>
      {t('separator')}
      <bdi>{account.accountTitle}</bdi>
      {t('separator')}
      {t('bank.account')} <bdi>{maskDigits(account.accountNumber)}</bdi>
      {t('separator')}
      {t('bank.iban')} <bdi>{maskedIban(account.iban)}</bdi>
    </Text>
  );
}

/** The server's refusal of the current password, shown on that field. */
const passwordError = (error: unknown) =>
  error instanceof ApiError ? error.errors.find((e) => e.field === 'current_password')?.message : undefined;

/**
 * The saved account as the form starts from it: the account number and IBAN are typed again, so
 * the page never shows them whole.
 */
const startingValues = (saved: BankAccount | null): UpdateBankAccountForm => ({
  ...(saved ?? empty),
  accountNumber: '',
  iban: '',
  current_password: '',
});

/**
 * Bank Account Details: validated with the server's schema; PUT users/bank/:id. Where payouts go
 * is worth a stolen session, so the server asks for the current password too. The saved user the
 * server answers replaces the profile's, so the saved account shows at once.
 */
export function BankAccountForm({ saved }: { saved: BankAccount | null }) {
  const { register, handleSubmit, setError, formState } = useForm<UpdateBankAccountForm, unknown, UpdateBankAccountRequest>({
    values: startingValues(saved),
    resolver: valibotResolver(UpdateBankAccountRequestSchema),
  });
  const { errors, isSubmitting } = formState;
  const update = useMutation(userMutations.updateBankAccount());
  const t = useAccountStrings();

  const save = async (request: UpdateBankAccountRequest) => {
    try {
      await update.mutateAsync({ userId: getSession().userId!, request });
      toast.success(accountText()('bank.updated'));
    } catch (error) {
      const refused = passwordError(error);
      if (refused) setError('current_password', { message: refused });
      const t = accountText();
      toast.error(failureText(error, (message) => t('bank.failedWith', { message }), t('bank.failed')));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const { token, userId } = getSession();
    if (!token || !userId) {
      event.preventDefault();
      toast.error(accountText()('profile.missingCredentials'));
      return;
    }
    void handleSubmit(save)(event);
  };

  return (
    <SectionCard title={t('bank.title')}>
      <form onSubmit={submit} noValidate aria-label={t('bank.form')}>
        <Stack gap="4">
          <SavedAccount account={saved} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {fields().map((field) => (
              <FormField key={field.name} label={field.label} error={errors[field.name]}>
                <Input placeholder={field.placeholder} dir={field.example ? 'ltr' : undefined} {...register(field.name)} />
              </FormField>
            ))}
          </SimpleGrid>
          <FormField label={t('bank.currentPassword')} error={errors.current_password}>
            <Input type="password" autoComplete="current-password" maxW="sm" {...register('current_password')} />
          </FormField>
          <Button type="submit" colorPalette="teal" alignSelf="start" loading={isSubmitting}>
            {t('bank.submit')}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
