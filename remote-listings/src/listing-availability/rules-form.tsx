import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { availabilityMutations, availabilityQueries } from '@portal/api';
import type { AvailabilityRules, AvailabilityRulesInput } from '@portal/contracts';
import { FormProvider, TextField, useForm, valibotResolver } from '@portal/forms';
import { Alert, Box, Button, Heading, HStack, LoadError, SimpleGrid, Spinner, Stack, Text, toast } from '@portal/ui';

import { placeServerErrors } from '../common/server-errors';
import { listingsText, useListingsStrings } from '../strings/listings-strings';
import { ResourceFields } from './resource-fields';
import { rulesFormSchema, type RulesValues, rulesValues } from './rules-values';
import { ScheduleFields } from './schedule-fields';

function RulesEditor({ rules, today }: { rules: AvailabilityRules; today: string }) {
  const form = useForm<RulesValues, unknown, AvailabilityRulesInput>({
    defaultValues: rulesValues(rules),
    resolver: valibotResolver(rulesFormSchema(rules.listing_type)),
  });
  const save = useMutation(availabilityMutations.putRules());
  const [refusal, setRefusal] = useState<string | null>(null);
  const wholeDay = rules.slot_kind === 'whole_day';
  const t = useListingsStrings();

  const submit = form.handleSubmit((request) => {
    setRefusal(null);
    save.mutate(
      { listingId: rules.listing_id, rules: request },
      {
        onSuccess: (saved) => {
          form.reset(rulesValues(saved));
          toast.success(listingsText()('rules.saved'));
        },
        onError: (failure) => setRefusal(placeServerErrors(form, failure, listingsText()('rules.saveFailed'))),
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('rules.title')}>
        <Stack gap="6">
          <Stack gap="3">
            <Heading as="h3" size="sm">
              {t('rules.weekly')}
            </Heading>
            <ScheduleFields today={today} wholeDay={wholeDay} perPeople={rules.capacity_unit === 'people'} />
          </Stack>
          <Stack gap="3">
            <Heading as="h3" size="sm">
              {t('rules.window')}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <TextField name="booking_window.cutoff_hours" label={t('rules.cutoff')} type="number" />
              <TextField name="booking_window.min_notice_days" label={t('rules.minNotice')} type="number" />
              <TextField
                name="booking_window.max_advance_days"
                label={t('rules.maxAdvance')}
                type="number"
                optional
                helperText={t('rules.noLimit')}
              />
              {rules.capacity_unit === 'people' && (
                <TextField
                  name="booking_window.min_people"
                  label={t('rules.minPeople')}
                  type="number"
                  optional
                  helperText={t('rules.minPeopleHelp')}
                />
              )}
            </SimpleGrid>
          </Stack>
          <Stack gap="3">
            <Heading as="h3" size="sm">
              {t('rules.sharedResources')}
            </Heading>
            <ResourceFields perPeople={rules.capacity_unit === 'people'} />
          </Stack>
          {refusal && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{refusal}</Alert.Title>
            </Alert.Root>
          )}
          <HStack>
            <Button type="submit" colorPalette="teal" loading={save.isPending}>
              {t('rules.save')}
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** The listing's rules: schedules, seasons, booking window and the resources it uses. */
export function RulesSection({ listingId, today }: { listingId: string; today: string }) {
  const t = useListingsStrings();
  const { data: rules, error, refetch } = useQuery(availabilityQueries.rules(listingId));
  return (
    <Box as="section" aria-labelledby="rules-heading" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" id="rules-heading" mb="4">
        {t('rules.title')}
      </Heading>
      {rules ? (
        <RulesEditor rules={rules} today={today} />
      ) : error ? (
        <LoadError message={t('rules.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <HStack gap="3" color="gray.600">
          <Spinner size="sm" />
          <Text>{t('rules.loading')}</Text>
        </HStack>
      )}
    </Box>
  );
}
