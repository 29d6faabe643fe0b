import { type ReactNode, useState } from 'react';

import { ADD_ON_TYPE_LABELS, type AddOnType, readPrice, TITLE_META_FIELD } from '@portal/contracts';
import { useFormContext } from '@portal/forms';
import { Box, Button, CloseButton, formatPkr, Heading, Image, List, Portal, SimpleGrid, Stack, Text } from '@portal/ui';
import { Dialog } from '@portal/ui/overlays';

import { useWizardStrings } from '../../strings/wizard-strings';
import { type FormValues, LISTING_TITLE_FIELD, secondaryPriceLabel } from './listing-values';
import type { ListingWizardDefinition } from './wizard-definition';

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
const entries = <T extends object>(value: unknown, keep: (entry: T) => boolean) =>
  (Array.isArray(value) ? (value as T[]) : []).filter((entry) => entry && typeof entry === 'object' && keep(entry));
const money = (value: unknown) => {
  const price = readPrice(typeof value === 'number' || typeof value === 'string' ? value : null);
  return price !== null && Number.isFinite(price) ? formatPkr(price) : null;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h4" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <List.Root ps="5">
      {items.map((item, i) => (
        <List.Item key={i}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

/** The listing as a customer would see it, from what is in the form now (blank parts left out). */
function ListingPreviewContent({ values, definition }: { values: FormValues; definition: ListingWizardDefinition }) {
  const { t, say } = useWizardStrings();
  const photos = strings(values.photos);
  // The field the listing's title comes from: meta_data's (a room's name) or the form's own.
  const named = values[TITLE_META_FIELD[definition.type] ?? LISTING_TITLE_FIELD];
  const title = typeof named === 'string' && named.trim() ? named : t('preview.yours', { noun: say(definition.noun) });
  const price = money(values.base_price ?? values.price ?? values.full_day_rate);
  const itinerary = entries<{ time?: string; title?: string; overview?: string }>(values.itinerary, (e) => Boolean(e.title?.trim()));
  const faqs = entries<{ question?: string; answer?: string }>(values.faqs, (e) => Boolean(e.question?.trim() && e.answer?.trim()));
  const prices = entries<{ label?: string; price?: unknown }>(values.secondary_prices, (e) => money(e.price) !== null);
  const addOns = entries<{ name?: string; price?: unknown; type?: AddOnType }>(
    values.add_ons,
    (e) => Boolean(e.name?.trim()) && money(e.price) !== null,
  );
  const lists: [string, string[]][] = [
    [say('Highlights'), strings(values.highlights)],
    [t('preview.placesCovered'), strings(values.places_covered)],
    [t('preview.included'), strings(values.inclusions)],
    [t('preview.notIncluded'), strings(values.exclusions)],
    [t('preview.important'), strings(values.important_info)],
    [say('Not suitable for'), strings(values.not_suitable_for)],
  ];
  return (
    <Stack gap="5">
      {photos.length > 0 ? (
        <Stack gap="2">
          <Image src={photos[0]} alt={t('preview.cover')} width="full" aspectRatio={16 / 9} objectFit="cover" borderRadius="md" />
          {photos.length > 1 && (
            <SimpleGrid columns={4} gap="2">
              {photos.slice(1, 5).map((url, i) => (
                <Image
                  key={url}
                  src={url}
                  alt={t('preview.photo', { number: i + 2 })}
                  aspectRatio={4 / 3}
                  objectFit="cover"
                  borderRadius="sm"
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      ) : (
        <Box bg="gray.100" borderRadius="md" p="8" textAlign="center" color="gray.600">
          {t('preview.noPhotos')}
        </Box>
      )}
      <Stack gap="1">
        <Heading as="h3" size="lg">
          {title}
        </Heading>
        {price && (
          <Text fontWeight="semibold" color="teal.700">
            {t('preview.from', { price, unit: say(definition.priceUnit ?? 'per person') })}
          </Text>
        )}
        {(definition.facts?.(values) ?? []).map((fact) => (
          <Text key={fact.label} fontSize="sm" color="gray.700">
            {t('preview.fact', { label: say(fact.label), value: fact.value })}
          </Text>
        ))}
      </Stack>
      {typeof values.overview === 'string' && values.overview.trim() && <Text whiteSpace="pre-line">{values.overview}</Text>}
      {itinerary.length > 0 && (
        <Section title={say('Itinerary')}>
          {itinerary.map((stop, i) => (
            <Text key={i}>
              <strong>{[stop.time, stop.title].filter(Boolean).join(' · ')}</strong>
              {stop.overview ? ` — ${stop.overview}` : ''}
            </Text>
          ))}
        </Section>
      )}
      {lists
        .filter(([, items]) => items.length > 0)
        .map(([name, items]) => (
          <Section key={name} title={name}>
            <Bullets items={items} />
          </Section>
        ))}
      {prices.length > 0 && (
        <Section title={t('preview.otherPrices')}>
          <Bullets items={prices.map((p) => `${say(secondaryPriceLabel(p.label))}: ${money(p.price)}`)} />
        </Section>
      )}
      {addOns.length > 0 && (
        <Section title={t('preview.addOns')}>
          <Bullets
            items={addOns.map((a) => `${a.name}: ${money(a.price)} (${say(ADD_ON_TYPE_LABELS[a.type ?? 'person']).toLowerCase()})`)}
          />
        </Section>
      )}
      {faqs.length > 0 && (
        <Section title={say('FAQs')}>
          {faqs.map((faq, i) => (
            <Box key={i}>
              <Text fontWeight="medium">{faq.question}</Text>
              <Text color="gray.700">{faq.answer}</Text>
            </Box>
          ))}
        </Section>
      )}
    </Stack>
  );
}

/** 'Preview listing': the listing as a customer would see it, before it is submitted. */
export function ListingPreviewButton({ definition }: { definition: ListingWizardDefinition }) {
  const [open, setOpen] = useState(false);
  const { getValues } = useFormContext();
  const { t } = useWizardStrings();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <Button variant="outline">{t('preview.open')}</Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('preview.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{open && <ListingPreviewContent values={getValues() as FormValues} definition={definition} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('preview.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
