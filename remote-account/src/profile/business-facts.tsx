import { useRef, useState } from 'react';

import type { Supplier } from '@portal/contracts';
import { Alert, Button, DataList, Flex, Image, Link, Stack } from '@portal/ui';

import { SectionCard } from '../common/section-card';
import { useAccountStrings } from '../common/strings/account-strings';
import { BusinessDetailsForm } from './business-details-form';
import { pendingChanges } from './business-questions';
import { type Fact, signupFacts } from './signup-facts';

function FactValue({ fact }: { fact: Fact }) {
  const t = useAccountStrings();
  if (!fact.photos || fact.photos.length === 0) return <bdi>{fact.value ?? '—'}</bdi>;
  return (
    <Flex gap="2" wrap="wrap">
      {fact.photos.map((url, i) => (
        <Link key={url} href={url} target="_blank" rel="noopener noreferrer">
          <Image
            src={url}
            alt={t('facts.photo', { label: fact.label, number: i + 1 })}
            boxSize="72px"
            objectFit="cover"
            borderRadius="md"
          />
        </Link>
      ))}
    </Flex>
  );
}

/** A new name or address is not live until the team approves it: said plainly beside the live values. */
function PendingReview({ supplier }: { supplier: Supplier }) {
  const t = useAccountStrings();
  const changes = pendingChanges(supplier);
  if (changes.length === 0) return null;
  return (
    <Alert.Root status="info" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('facts.pending', { changes: changes.join('; ') })}</Alert.Title>
        <Alert.Description>{t('facts.pendingLead')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function Facts({ supplier }: { supplier: Supplier }) {
  return (
    <DataList.Root orientation="horizontal" size="md">
      {signupFacts(supplier).map((fact) => (
        <DataList.Item key={fact.label}>
          <DataList.ItemLabel w={{ base: '50%', md: '260px' }} flexShrink={0}>
            {fact.label}
          </DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">
            <FactValue fact={fact} />
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** Business details: every answer the supplier gave at sign-up, by its type's questions; Edit changes them. */
export function BusinessFacts({ supplier }: { supplier: Supplier }) {
  const t = useAccountStrings();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(false);
    // Back to where the person was, for a keyboard.
    setTimeout(() => editButton.current?.focus());
  };
  const edit = editing ? undefined : (
    <Button ref={editButton} size="xs" variant="outline" aria-label={t('facts.editLabel')} onClick={() => setEditing(true)}>
      {t('facts.edit')}
    </Button>
  );
  return (
    <SectionCard title={t('facts.title')} action={edit}>
      <Stack gap="4">
        <PendingReview supplier={supplier} />
        {editing ? <BusinessDetailsForm supplier={supplier} onDone={close} /> : <Facts supplier={supplier} />}
      </Stack>
    </SectionCard>
  );
}
