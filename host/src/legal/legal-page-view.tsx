import { paths } from '@portal/contracts';
import { keepPlaceholders, WithData } from '@portal/i18n';
import { Box, Heading, Link, Stack, Text } from '@portal/ui';

import { hostEn } from '../strings/host.en';
import { useHostStrings } from '../strings/host-strings';
import { LegalFooter } from './legal-footer';
import { legalContact, type LegalPage } from './legal-pages';

export function LegalPageView({ page }: { page: LegalPage }) {
  const t = useHostStrings();
  return (
    <Box as="main" maxW="2xl" mx="auto" px="6" py="12">
      {/* The sign-in page is a page of its own: a plain link loads it. */}
      <Link href={paths.login} color="teal.700" fontSize="sm">
        {t('legal.backToSignIn')}
      </Link>
      <Heading as="h1" size="2xl" mt="4" mb="6">
        {t(`legal.${page.title}`)}
      </Heading>
      <Stack gap="4">
        {Object.keys(hostEn.legalText[page.title]).map((paragraph) => (
          <Text key={paragraph}>
            <WithData
              text={t(`legalText.${page.title}.${paragraph}` as 'legalText.contact.hours', keepPlaceholders('email', 'phone', 'dts'))}
              data={{ dts: 'DTS', email: legalContact.email, phone: <span dir="ltr">{legalContact.phone}</span> }}
            />
          </Text>
        ))}
      </Stack>
      <LegalFooter />
    </Box>
  );
}
