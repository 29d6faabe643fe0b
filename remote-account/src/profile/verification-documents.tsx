import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';

import { failureText, supplierMutations } from '@portal/api';
import {
  type DocumentField,
  documentLimit,
  documentsOf,
  missingDocuments,
  type Supplier,
  UPLOAD_MAX_FILE_BYTES,
  UPLOAD_MIME_TYPES,
} from '@portal/contracts';
import { refusal } from '@portal/forms';
import { messageText } from '@portal/i18n';
import { Alert, Badge, Box, Button, Heading, HStack, Link, Stack, Text, toast, VisuallyHidden } from '@portal/ui';

import { SectionCard } from '../common/section-card';
import { useAccountStrings } from '../common/strings/account-strings';

const MAX_MB = UPLOAD_MAX_FILE_BYTES / (1024 * 1024);
const filesOf = (supplier: Supplier, field: string): string[] => {
  const value = supplier.profile_data[field];
  return Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string') : [];
};

/**
 * Verification documents: the supplier's type asks for a few (spec section 3). Sign-up may finish
 * without them; here they show as missing, and can be uploaded. They are private: the links are
 * the signed ones the server answers, valid for about an hour.
 */
export function VerificationDocuments({ supplier }: { supplier: Supplier }) {
  const t = useAccountStrings();
  const missing = missingDocuments(supplier.supplier_type, supplier.profile_data);
  return (
    <SectionCard
      title={t('documents.title')}
      action={
        missing.length > 0 ? (
          <Badge colorPalette="orange" size="md">
            {t('documents.missingBadge')}
          </Badge>
        ) : (
          <Badge colorPalette="green" size="md">
            {t('documents.complete')}
          </Badge>
        )
      }
    >
      <Stack gap="4">
        {missing.length > 0 && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">
              {t('documents.pleaseUpload', { documents: missing.map((d) => messageText(d.label)).join(t('documents.and')) })}
            </Alert.Title>
          </Alert.Root>
        )}
        {documentsOf(supplier.supplier_type).map(({ field, label }) => (
          <DocumentRow key={field} supplier={supplier} field={field} label={messageText(label)} />
        ))}
      </Stack>
    </SectionCard>
  );
}

function DocumentRow({ supplier, field, label }: { supplier: Supplier; field: DocumentField; label: string }) {
  const t = useAccountStrings();
  const input = useRef<HTMLInputElement>(null);
  const add = useMutation(supplierMutations.addDocuments());
  const files = filesOf(supplier, field);
  const limit = documentLimit(supplier.supplier_type);
  const room = limit - files.length;

  const upload = (chosen: File[]) => {
    if (chosen.length > room) return void toast.error(t('documents.tooMany', { limit }));
    const refused = chosen.map((file) => refusal(file, { maxBytes: UPLOAD_MAX_FILE_BYTES, accept: UPLOAD_MIME_TYPES })).find(Boolean);
    if (refused) return void toast.error(refused);
    add.mutate(
      { supplierId: supplier.supplier_id, field, files: chosen },
      {
        onSuccess: () => toast.success(t('documents.uploaded', { label })),
        onError: (error) => toast.error(failureText(error, (message) => t('documents.failedWith', { message }), t('documents.failed'))),
      },
    );
  };

  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h3" size="sm">
          {label}
        </Heading>
        {files.length === 0 && <Badge colorPalette="orange">{t('documents.missing')}</Badge>}
      </HStack>
      <Stack as="ul" listStyleType="none" gap="1" my="2">
        {files.map((url, i) => (
          <li key={url}>
            <Link href={url} target="_blank" rel="noopener noreferrer" color="blue.700" textDecoration="underline">
              {t('documents.file', { label, number: i + 1 })}
            </Link>
          </li>
        ))}
      </Stack>
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          multiple={room > 1}
          accept={UPLOAD_MIME_TYPES.join(',')}
          aria-label={t('documents.files', { label })}
          tabIndex={-1}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = ''; // choosing the same file again still triggers a change
            if (chosen.length > 0) upload(chosen);
          }}
        />
      </VisuallyHidden>
      <HStack gap="3" wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          loading={add.isPending}
          disabled={room <= 0}
          aria-label={t('documents.uploadLabel', { label })}
          onClick={() => input.current?.click()}
        >
          {t('documents.upload')}
        </Button>
        <Text fontSize="sm" color="gray.600">
          {room <= 0 ? t('documents.full', { limit }) : t('documents.kinds', { limit, megabytes: MAX_MB })}
        </Text>
      </HStack>
    </Box>
  );
}
