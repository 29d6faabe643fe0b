import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

import { bookingQueries } from '@portal/api';
import { REVIEW_SORTS, type ReviewFilter, type ReviewListQuery, type ReviewType } from '@portal/contracts';
import { Button, ButtonGroup, Flex, NativeSelect } from '@portal/ui';
import { SearchBox } from '@portal/ui/lists';

import { usePayoutsStrings } from '../strings/payouts-strings';
import { typeWords } from '../strings/review-words';

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  // The option chosen, as the list's own value.
  const choose = (chosen: string) => options.find((option) => option.value === chosen)?.value ?? value;
  return (
    <NativeSelect.Root size="md" width="auto" minW="150px">
      <NativeSelect.Field aria-label={label} bg="white" value={value} onChange={(event) => onChange(choose(event.target.value))}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** All / unanswered, search, the filter by the supplier's listing types and the sort; each one changes the URL and so the rows. */
export function ReviewControls({ query, update }: { query: ReviewListQuery; update: (changes: Partial<ReviewListQuery>) => void }) {
  const t = usePayoutsStrings();
  const { filter } = query;
  const search = useCallback((q: string) => update({ q }), [update]);
  const pair: readonly [ReviewFilter, string][] = [
    ['all', t('reviews.all')],
    ['unanswered', t('reviews.unanswered')],
  ];
  // The spec's words for its two types (Tours, Treks); the supplier's other types by their listing label.
  const typeLabel = (type: ReviewType) => (type === 'tour' || type === 'trek' ? t(`typesPlural.${type}`) : typeWords(type));
  // The types of the supplier's listings; Tours and Treks until they are known (or if they cannot be).
  const types = useQuery(bookingQueries.listingTypes()).data;
  const offered: readonly ReviewType[] = types?.length ? types : ['tour', 'trek'];
  return (
    <Flex gap="3" mb="5" wrap="wrap" align="center">
      <ButtonGroup size="sm" attached variant="outline" role="group" aria-label={t('reviews.show')}>
        {pair.map(([value, label]) => (
          <Button
            key={value}
            aria-pressed={filter === value}
            variant={filter === value ? 'solid' : 'outline'}
            colorPalette="teal"
            onClick={() => update({ filter: value })}
          >
            {label}
          </Button>
        ))}
      </ButtonGroup>
      <SearchBox value={query.q ?? ''} onSearch={search} placeholder={t('reviews.search')} />
      <Select
        label={t('reviews.filter')}
        value={query.type ?? ''}
        options={[{ value: '', label: t('reviews.allListings') }, ...offered.map((type) => ({ value: type, label: typeLabel(type) }))]}
        onChange={(type) => update({ type: type || undefined })}
      />
      <Select
        label={t('reviews.sort')}
        value={query.sort}
        options={REVIEW_SORTS.map((sort) => ({ value: sort, label: t(`reviews.${sort}`) }))}
        onChange={(sort) => update({ sort })}
      />
    </Flex>
  );
}
