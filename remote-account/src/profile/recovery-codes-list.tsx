import { Alert, Button, HStack, SimpleGrid, Stack, Text, toast } from '@portal/ui';

/** A text file of the codes, for the person to keep. */
function download(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([`Supplier Portal recovery codes\n\n${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'supplier-portal-recovery-codes.txt' });
  link.click();
  URL.revokeObjectURL(url);
}

async function copy(codes: readonly string[]) {
  try {
    await navigator.clipboard.writeText(codes.join('\n'));
    toast.success('Recovery codes copied');
  } catch {
    toast.error('Could not copy: select the codes and copy them yourself.');
  }
}

/** The ten recovery codes, shown once: the server keeps only their hashes. */
export function RecoveryCodesList({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  return (
    <Stack gap="3" role="region" aria-label="Recovery codes">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>Save these recovery codes now: they are shown only once. Each signs you in once if you lose your phone.</Alert.Title>
      </Alert.Root>
      <SimpleGrid as="ul" columns={2} gap="1" fontFamily="mono" listStyleType="none" maxW="xs">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </SimpleGrid>
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" onClick={() => void copy(codes)}>
          Copy codes
        </Button>
        <Button variant="outline" onClick={() => download(codes)}>
          Download codes
        </Button>
        <Button colorPalette="teal" onClick={onDone}>
          I have saved my codes
        </Button>
      </HStack>
      <Text color="gray.600" fontSize="sm">
        New codes come only with a new set-up.
      </Text>
    </Stack>
  );
}
