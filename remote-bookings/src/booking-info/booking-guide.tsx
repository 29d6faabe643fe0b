import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { bookingMutations, bookingQueries, failureText } from '@portal/api';
import type { Booking } from '@portal/contracts';
import { useCan } from '@portal/session';
import { Box, Button, Heading, HStack, LoadError, NativeSelect, Spinner, Text, toast } from '@portal/ui';

/** The select's value for "no guide". */
const NONE = '';

/** Choose among the business's guides and save: for members who assign (Operations, Manager, Owner). */
function GuideChoice({ booking }: { booking: Booking }) {
  const guides = useQuery(bookingQueries.guides());
  const [chosen, setChosen] = useState(booking.guide?.member_id ?? NONE);
  const assign = useMutation(bookingMutations.assignGuide());
  if (guides.isPending) {
    return (
      <HStack gap="2" color="gray.600">
        <Spinner size="sm" />
        <Text>Loading guides...</Text>
      </HStack>
    );
  }
  if (guides.isError) return <LoadError message="Could not load the guides." onRetry={() => void guides.refetch()} />;
  if (guides.data.length === 0 && !booking.guide) {
    return <Text color="gray.600">Your business has no guides yet. Invite one on the Team page.</Text>;
  }
  const save = () =>
    assign.mutate(
      { bookingId: booking.booking_id, memberId: chosen === NONE ? null : chosen },
      {
        onSuccess: (saved) => toast.success(saved.guide ? `Assigned to ${saved.guide.full_name}.` : 'Guide removed.'),
        onError: (failure) =>
          toast.error(
            failureText(failure, (message) => `Could not assign the guide: ${message}`, 'Could not assign the guide. Please try again.'),
          ),
      },
    );
  return (
    <HStack gap="2" wrap="wrap" align="end">
      <NativeSelect.Root size="sm" flex="1" minW="44" disabled={assign.isPending}>
        <NativeSelect.Field aria-label="Guide" value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value={NONE}>No guide</option>
          {guides.data.map((guide) => (
            <option key={guide.member_id} value={guide.member_id}>
              {guide.full_name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="sm"
        colorPalette="teal"
        onClick={save}
        loading={assign.isPending}
        disabled={chosen === (booking.guide?.member_id ?? NONE)}
      >
        Save guide
      </Button>
    </HStack>
  );
}

/** Booking Info's Guide: who takes the booking's customers out (issue 37); those who assign choose here. */
export function GuideBlock({ booking }: { booking: Booking }) {
  const mayAssign = useCan('bookings.assign');
  return (
    <Box as="section" aria-label="Guide" bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md" mb="3">
        Guide
      </Heading>
      <Text mb={mayAssign ? '3' : '0'} color={booking.guide ? undefined : 'gray.600'}>
        {booking.guide ? booking.guide.full_name : 'No guide assigned'}
      </Text>
      {mayAssign && <GuideChoice key={booking.guide?.member_id ?? NONE} booking={booking} />}
    </Box>
  );
}
