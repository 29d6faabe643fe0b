import { useMutation } from '@tanstack/react-query';

import { ApiError, failureText, supplierMutations } from '@portal/api';
import type { Supplier } from '@portal/contracts';
import { businessDetailsSchema, editableProfileFields } from '@portal/contracts/registration';
import { AnswerField, FormProvider, useForm, valibotResolver } from '@portal/forms';
import { Button, HStack, Stack, toast } from '@portal/ui';

import { accountText, useAccountStrings } from '../common/strings/account-strings';
import { editableQuestions } from './business-questions';

type Details = Record<string, unknown>;

/** The form starts from the details as they will be: a name or address under review shows as submitted. */
function startingValues(supplier: Supplier): Details {
  const details: Details = { ...supplier.profile_data, ...supplier.pending_profile_change?.changes };
  return Object.fromEntries(editableProfileFields(supplier.supplier_type).map((field) => [field, details[field]]));
}

/** Only what the person changed is sent: an untouched name must not re-enter review. */
const changedFrom = (start: Details, values: Details): Details =>
  Object.fromEntries(Object.entries(values).filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(start[field])));

/** The server names a field 'profile_data.open_days_hours.from'; the form knows it without the prefix. */
const fieldOf = (serverField: string) => serverField.replace(/^profile_data\./, '');

/**
 * Business details in edit: validated with the type's sign-up schema, as the server validates them;
 * PUT suppliers/:id/profile. The supplier the server answers replaces the profile's, so a name or
 * address waiting for review shows at once.
 */
export function BusinessDetailsForm({ supplier, onDone }: { supplier: Supplier; onDone: () => void }) {
  const start = startingValues(supplier);
  const form = useForm<Details>({ defaultValues: start, resolver: valibotResolver(businessDetailsSchema(supplier.supplier_type)) });
  const update = useMutation(supplierMutations.updateBusinessDetails());
  const t = useAccountStrings();

  const save = async (values: Details) => {
    const profile_data = changedFrom(start, values);
    if (Object.keys(profile_data).length === 0) return onDone();
    try {
      const saved = await update.mutateAsync({ supplierId: supplier.supplier_id, request: { profile_data } });
      toast.success(accountText()(saved.pending_profile_change ? 'facts.savedForReview' : 'facts.updated'));
      onDone();
    } catch (error) {
      if (error instanceof ApiError) error.errors.forEach((e) => form.setError(fieldOf(e.field), { message: e.message }));
      const t = accountText();
      toast.error(failureText(error, (message) => t('facts.failedWith', { message }), t('facts.failed')));
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t('facts.form')}>
        <Stack gap="5" maxW="2xl">
          {editableQuestions(supplier.supplier_type).map((question) => (
            <AnswerField key={question.name} question={question} />
          ))}
          <HStack gap="2" wrap="wrap">
            <Button type="submit" colorPalette="teal" loading={form.formState.isSubmitting}>
              {t('facts.save')}
            </Button>
            <Button variant="outline" onClick={onDone}>
              {t('facts.cancel')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}
