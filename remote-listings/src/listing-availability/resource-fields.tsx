import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { resourceQueries } from '@portal/api';
import { paths, type Resource } from '@portal/contracts';
import { FieldsetShell, TextField, useFieldArray, useFormContext } from '@portal/forms';
import { Button, Field, HStack, Link, LoadError, NativeSelect, SimpleGrid, Spinner, Stack, Text } from '@portal/ui';

import { Phrase } from '../common/phrase';
import { useListingsStrings } from '../strings/listings-strings';
import type { RulesValues } from './rules-values';

const ResourcesLink = ({ children }: { children: string }) => (
  <Link asChild color="blue.700">
    <RouterLink to={paths.listingResources}>{children}</RouterLink>
  </Link>
);

/** A choice of the supplier's resources the listing does not use yet, and the way to the Resources screen when there are none. */
function AddResource({ used, onAdd }: { used: readonly string[]; onAdd: (resource: Resource) => void }) {
  const t = useListingsStrings();
  const { data: resources, error, refetch } = useQuery(resourceQueries.list());
  const [chosen, setChosen] = useState('');
  if (error && !resources) return <LoadError message={t('resourceLinks.loadFailed')} onRetry={() => void refetch()} />;
  if (!resources)
    return (
      <HStack gap="3" color="gray.600">
        <Spinner size="sm" />
        <Text>{t('resourceLinks.loading')}</Text>
      </HStack>
    );
  if (resources.length === 0) {
    return (
      <Text>
        {t('resourceLinks.noneBefore')} <ResourcesLink>{t('resourceLinks.noneLink')}</ResourcesLink> {t('resourceLinks.noneAfter')}
      </Text>
    );
  }
  const free = resources.filter((resource) => !used.includes(resource.resource_id));
  if (free.length === 0) return <Text color="gray.600">{t('resourceLinks.allUsed')}</Text>;
  const add = () => {
    const resource = free.find((r) => r.resource_id === chosen);
    if (resource) onAdd(resource);
    setChosen('');
  };
  return (
    <HStack gap="3" align="end" wrap="wrap">
      <Field.Root maxW="sm">
        <Field.Label>{t('resourceLinks.toAdd')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">{t('resourceLinks.choose')}</option>
            {free.map((r) => (
              <option key={r.resource_id} value={r.resource_id}>
                {t('resourceLinks.option', { name: r.name, units: r.units })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Button variant="outline" disabled={!chosen} onClick={add}>
        {t('resourceLinks.use')}
      </Button>
    </HStack>
  );
}

/**
 * The shared resources (pools) this listing draws on and what one booking takes from each: with
 * two tours on the same 8 jeeps, together they cannot sell more than the jeeps carry on a day.
 */
export function ResourceFields({ perPeople }: { perPeople: boolean }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<RulesValues>();
  const t = useListingsStrings();
  const { fields, append, remove } = useFieldArray({ control, name: 'resources' });
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="gray.600">
        {t('resourceLinks.explain')} <ResourcesLink>{t('resourceLinks.manage')}</ResourcesLink>
      </Text>
      {fields.length === 0 && <Text>{t('resourceLinks.noResource')}</Text>}
      {fields.map((field, index) => (
        <FieldsetShell key={field.id} label={<bdi>{field.name}</bdi>} error={errors.resources?.[index]?.resource_id}>
          <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <TextField name={`resources.${index}.units`} label={t('resourceLinks.unitsPerBooking')} type="number" />
              {perPeople && (
                <TextField
                  name={`resources.${index}.people_per_unit`}
                  label={t('resourceLinks.forEvery')}
                  type="number"
                  optional
                  helperText={t('resourceLinks.forEveryHelp')}
                />
              )}
            </SimpleGrid>
            <HStack justify="end">
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => remove(index)}>
                <Phrase text={t('resourceLinks.stopUsing', { name: '{{name}}' })} data={{ name: field.name }} />
              </Button>
            </HStack>
          </Stack>
        </FieldsetShell>
      ))}
      <AddResource
        used={fields.map((field) => field.resource_id)}
        onAdd={(r) => append({ resource_id: r.resource_id, name: r.name, units: '1', people_per_unit: '' })}
      />
    </Stack>
  );
}
