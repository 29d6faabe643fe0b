import { Alert, Button, HStack, SimpleGrid, Stack, Text, toast } from '@portal/ui';

import { accountText, useAccountStrings } from '../common/strings/account-strings';

/** A text file of the codes, for the person to keep. */
function download(codes: readonly string[]) {
  const url = URL.createObjectURL(
    new Blob([`${accountText()('recoveryCodes.fileTitle')}\n\n${codes.join('\n')}\n`], { type: 'text/plain' }),
  );
  const link = Object.assign(document.createElement('a'), { href: url, download: 'supplier-portal-recovery-codes.txt' });
  link.click();
  URL.revokeObjectURL(url);
}

async function copy(codes: readonly string[]) {
  try {
    await navigator.clipboard.writeText(codes.join('\n'));
    toast.success(accountText()('recoveryCodes.copied'));
  } catch {
    toast.error(accountText()('recoveryCodes.copyFailed'));
  }
}

/** The ten recovery codes, shown once: the server keeps only their hashes. */
export function RecoveryCodesList({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const t = useAccountStrings();
  return (
    <Stack gap="3" role="region" aria-label={t('recoveryCodes.region')}>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t('recoveryCodes.saveNow')}</Alert.Title>
      </Alert.Root>
      <SimpleGrid as="ul" columns={2} gap="1" fontFamily="mono" listStyleType="none" maxW="xs" dir="ltr">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </SimpleGrid>
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" onClick={() => void copy(codes)}>
          {t('recoveryCodes.copy')}
        </Button>
        <Button variant="outline" onClick={() => download(codes)}>
          {t('recoveryCodes.download')}
        </Button>
        <Button colorPalette="teal" onClick={onDone}>
          {t('recoveryCodes.done')}
        </Button>
      </HStack>
      <Text color="gray.600" fontSize="sm">
        {t('recoveryCodes.newOnlyWithSetup')}
      </Text>
    </Stack>
  );
}
