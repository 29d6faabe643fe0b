import { useCallback } from 'react';
import { REVIEW_SORTS, REVIEW_TYPES, type ReviewFilter } from '@portal/contracts';
import { Button, ButtonGroup, Flex, NativeSelect } from '@portal/ui';
import { SearchBox, type ListQuery, type ListState } from '@portal/ui/lists';

const typeLabels: Record<(typeof REVIEW_TYPES)[number], string> = { tour: 'Tours', trek: 'Treks' };
const sortLabels: Record<(typeof REVIEW_SORTS)[number], string> = { newest: 'Newest First', oldest: 'Oldest First' };

function Select({ label, value, options, onChange }: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect.Root size="md" width="auto" minW="150px">
      <NativeSelect.Field aria-label={label} bg="white" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** All / unanswered, search, the Tours/Treks filter and the sort; each one changes the URL and so the rows. */
export function ReviewControls({ query, update }: { query: ListQuery; update: ListState<unknown>['update'] }) {
  const filter: ReviewFilter = query.filters.filter === 'unanswered' ? 'unanswered' : 'all';
  const search = useCallback((q: string) => update({ q }), [update]);
  const pair: readonly [ReviewFilter, string][] = [['all', 'All'], ['unanswered', 'Unanswered']];
  return (
    <Flex gap="3" mb="5" wrap="wrap" align="center">
      <ButtonGroup size="sm" attached variant="outline" role="group" aria-label="Show reviews">
        {pair.map(([value, label]) => (
          <Button
            key={value}
            aria-pressed={filter === value}
            variant={filter === value ? 'solid' : 'outline'}
            colorPalette="teal"
            onClick={() => update({ filters: { filter: value === 'all' ? undefined : value } })}
          >
            {label}
          </Button>
        ))}
      </ButtonGroup>
      <SearchBox value={query.q} onSearch={search} placeholder="Search reviews or customers..." />
      <Select
        label="Filter"
        value={query.filters.type ?? ''}
        options={[{ value: '', label: 'Tours and Treks' }, ...REVIEW_TYPES.map((type) => ({ value: type, label: typeLabels[type] }))]}
        onChange={(type) => update({ filters: { type: type || undefined } })}
      />
      <Select
        label="Sort"
        value={query.sort}
        options={REVIEW_SORTS.map((sort) => ({ value: sort, label: sortLabels[sort] }))}
        onChange={(sort) => update({ sort })}
      />
    </Flex>
  );
}
