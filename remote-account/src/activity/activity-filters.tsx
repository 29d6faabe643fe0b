import { useQuery } from '@tanstack/react-query';

import { activityQueries } from '@portal/api';
import { ACTIVITY_KINDS } from '@portal/contracts';
import { Button, DateInput, Field, Flex, NativeSelect } from '@portal/ui';
import type { ListState } from '@portal/ui/lists';

import { useDashboardStrings } from '../strings/dashboard-strings';
import { kindWords } from '../strings/dashboard-words';

/** The URL parameters the log is filtered by. */
export const ACTIVITY_FILTERS = ['member', 'kind', 'from', 'to'] as const;

function Choice({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  const t = useDashboardStrings();
  return (
    <Field.Root w={{ base: 'full', sm: 'auto' }} minW="44">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('activity.all')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Member, kind and a range of days; each change goes into the URL and back to page 1. */
export function ActivityFilters<Row>({ list }: { list: ListState<Row> }) {
  const t = useDashboardStrings();
  const members = useQuery(activityQueries.members());
  const kindOptions = ACTIVITY_KINDS.map((kind) => ({ value: kind, label: kindWords(kind) }));
  const { filters } = list.query;
  const set = (name: (typeof ACTIVITY_FILTERS)[number]) => (value: string) => list.update({ filters: { [name]: value } });
  const memberOptions = (members.data ?? []).map((member) => ({ value: member.member_id, label: member.full_name }));
  const anyFilter = ACTIVITY_FILTERS.some((name) => filters[name]);
  return (
    <Flex gap="3" mb="4" wrap="wrap" align="end">
      <Choice label={t('activity.member')} value={filters.member ?? ''} onChange={set('member')} options={memberOptions} />
      <Choice label={t('activity.what')} value={filters.kind ?? ''} onChange={set('kind')} options={kindOptions} />
      <Field.Root w={{ base: 'full', sm: 'auto' }}>
        <Field.Label>{t('activity.from')}</Field.Label>
        <DateInput size="sm" value={filters.from ?? ''} onChange={(e) => set('from')(e.target.value)} />
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: 'auto' }}>
        <Field.Label>{t('activity.to')}</Field.Label>
        <DateInput size="sm" value={filters.to ?? ''} onChange={(e) => set('to')(e.target.value)} />
      </Field.Root>
      {anyFilter && (
        <Button size="sm" variant="outline" onClick={() => list.update({ filters: { member: '', kind: '', from: '', to: '' } })}>
          {t('activity.clear')}
        </Button>
      )}
    </Flex>
  );
}
