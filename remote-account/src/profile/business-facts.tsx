import type { Supplier } from '@portal/contracts';
import { DataList, Flex, Image, Link } from '@portal/ui';
import { SectionCard } from '../common/section-card';
import { signupFacts, type Fact } from './signup-facts';

function FactValue({ fact }: { fact: Fact }) {
  if (!fact.photos || fact.photos.length === 0) return <>{fact.value ?? '—'}</>;
  return (
    <Flex gap="2" wrap="wrap">
      {fact.photos.map((url, i) => (
        <Link key={url} href={url} target="_blank" rel="noopener noreferrer">
          <Image src={url} alt={`${fact.label}, photo ${i + 1}`} boxSize="72px" objectFit="cover" borderRadius="md" />
        </Link>
      ))}
    </Flex>
  );
}

/** Business details: every answer the supplier gave at sign-up, by its type's questions. */
export function BusinessFacts({ supplier }: { supplier: Supplier }) {
  return (
    <SectionCard title="Business details">
      <DataList.Root orientation="horizontal" size="md">
        {signupFacts(supplier).map((fact) => (
          <DataList.Item key={fact.label}>
            <DataList.ItemLabel w={{ base: '50%', md: '260px' }} flexShrink={0}>{fact.label}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-word"><FactValue fact={fact} /></DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </SectionCard>
  );
}
