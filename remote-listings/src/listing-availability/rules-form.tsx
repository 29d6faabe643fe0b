import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { availabilityMutations, availabilityQueries } from '@portal/api';
import type { AvailabilityRules, AvailabilityRulesInput } from '@portal/contracts';
import { FormProvider, TextField, useForm, valibotResolver } from '@portal/forms';
import { Alert, Box, Button, Heading, HStack, LoadError, SimpleGrid, Spinner, Stack, Text, toast } from '@portal/ui';

import { placeServerErrors } from '../common/server-errors';
import { ResourceFields } from './resource-fields';
import { rulesFormSchema, type RulesValues, rulesValues } from './rules-values';
import { ScheduleFields } from './schedule-fields';

const unitWord = (rules: AvailabilityRules) => (rules.capacity_unit === 'people' ? 'people' : 'units');

function RulesEditor({ rules, today }: { rules: AvailabilityRules; today: string }) {
  const form = useForm<RulesValues, unknown, AvailabilityRulesInput>({
    defaultValues: rulesValues(rules),
    resolver: valibotResolver(rulesFormSchema(rules.listing_type)),
  });
  const save = useMutation(availabilityMutations.putRules());
  const [refusal, setRefusal] = useState<string | null>(null);
  const wholeDay = rules.slot_kind === 'whole_day';

  const submit = form.handleSubmit((request) => {
    setRefusal(null);
    save.mutate(
      { listingId: rules.listing_id, rules: request },
      {
        onSuccess: (saved) => {
          form.reset(rulesValues(saved));
          toast.success('Availability rules saved.');
        },
        onError: (failure) => setRefusal(placeServerErrors(form, failure, 'Could not save the rules. Please try again.')),
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Schedule and booking window">
        <Stack gap="6">
          <Stack gap="3">
            <Heading as="h3" size="sm">
              Weekly schedule and seasons
            </Heading>
            <ScheduleFields today={today} wholeDay={wholeDay} unit={unitWord(rules)} />
          </Stack>
          <Stack gap="3">
            <Heading as="h3" size="sm">
              Booking window
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <TextField name="booking_window.cutoff_hours" label="Cut-off (hours before the start)" type="number" />
              <TextField name="booking_window.min_notice_days" label="Minimum notice (days)" type="number" />
              <TextField
                name="booking_window.max_advance_days"
                label="Furthest date (days ahead)"
                type="number"
                optional
                helperText="Empty: no limit."
              />
              {rules.capacity_unit === 'people' && (
                <TextField
                  name="booking_window.min_people"
                  label="Minimum group (people)"
                  type="number"
                  optional
                  helperText="A departure with fewer booked does not run."
                />
              )}
            </SimpleGrid>
          </Stack>
          <Stack gap="3">
            <Heading as="h3" size="sm">
              Shared resources
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
              Save rules
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** The listing's rules: schedules, seasons, booking window and the resources it uses. */
export function RulesSection({ listingId, today }: { listingId: string; today: string }) {
  const { data: rules, error, refetch } = useQuery(availabilityQueries.rules(listingId));
  return (
    <Box as="section" aria-labelledby="rules-heading" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" id="rules-heading" mb="4">
        Schedule and booking window
      </Heading>
      {rules ? (
        <RulesEditor rules={rules} today={today} />
      ) : error ? (
        <LoadError message="Could not load the schedule." onRetry={() => void refetch()} />
      ) : (
        <HStack gap="3" color="gray.600">
          <Spinner size="sm" />
          <Text>Loading schedule...</Text>
        </HStack>
      )}
    </Box>
  );
}
