import { useLanguageChoice } from '@portal/api';
import { Field, LanguageSelect, Stack, Text } from '@portal/ui';

import { SectionCard } from '../common/section-card';
import { useAccountStrings } from '../common/strings/account-strings';

/**
 * The profile's language switch (issue 40): the same choice as the header's (`useLanguageChoice`),
 * applied at once, kept by this browser and saved for the member on the server.
 */
export function LanguageSection() {
  const t = useAccountStrings();
  const { choose, failed } = useLanguageChoice();
  return (
    <SectionCard title={t('language.title')}>
      <Stack gap="3" maxW="md">
        <Field.Root>
          <Field.Label>{t('language.label')}</Field.Label>
          <LanguageSelect onChoose={choose} maxW="48" />
          <Field.HelperText>{t('language.lead')}</Field.HelperText>
        </Field.Root>
        {failed && (
          <Text color="orange.700" fontSize="sm" role="status">
            {t('language.saveFailed')}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
