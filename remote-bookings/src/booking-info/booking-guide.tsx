import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { bookingMutations, bookingQueries, failureText } from '@portal/api';
import type { Booking } from '@portal/contracts';
import { useCan } from '@portal/session';
import { Box, Button, Heading, HStack, LoadError, NativeSelect, Spinner, Text, toast } from '@portal/ui';

import { bookingsText, useBookingsStrings } from '../strings/bookings-strings';

/** The select's value for "no guide". */
const NONE = '';

/** Choose among the business's guides and save: for members who assign (Operations, Manager, Owner). */
function GuideChoice({ booking }: { booking: Booking }) {
  const guides = useQuery(bookingQueries.guides());
  const [chosen, setChosen] = useState(booking.guide?.member_id ?? NONE);
  const assign = useMutation(bookingMutations.assignGuide());
  const t = useBookingsStrings();
  if (guides.isPending) {
    return (
      <HStack gap="2" color="gray.600">
        <Spinner size="sm" />
        <Text>{t('guide.loading')}</Text>
      </HStack>
    );
  }
  if (guides.isError) return <LoadError message={t('guide.loadFailed')} onRetry={() => void guides.refetch()} />;
  if (guides.data.length === 0 && !booking.guide) {
    return <Text color="gray.600">{t('guide.noGuides')}</Text>;
  }
  const save = () => {
    const said = bookingsText();
    assign.mutate(
      { bookingId: booking.booking_id, memberId: chosen === NONE ? null : chosen },
      {
        onSuccess: (saved) => toast.success(saved.guide ? said('guide.assigned', { name: saved.guide.full_name }) : said('guide.removed')),
        onError: (failure) => toast.error(failureText(failure, (message) => said('guide.failed', { message }), said('guide.failedPlain'))),
      },
    );
  };
  return (
    <HStack gap="2" wrap="wrap" align="end">
      <NativeSelect.Root size="sm" flex="1" minW="44" disabled={assign.isPending}>
        <NativeSelect.Field aria-label={t('guide.label')} value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value={NONE}>{t('guide.noGuide')}</option>
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
        {t('guide.save')}
      </Button>
    </HStack>
  );
}

/** Booking Info's Guide: who takes the booking's customers out (issue 37); those who assign choose here. */
export function GuideBlock({ booking }: { booking: Booking }) {
  const mayAssign = useCan('bookings.assign');
  const t = useBookingsStrings();
  return (
    <Box as="section" aria-label={t('guide.title')} bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md" mb="3">
        {t('guide.title')}
      </Heading>
      <Text mb={mayAssign ? '3' : '0'} color={booking.guide ? undefined : 'gray.600'} dir={booking.guide ? 'auto' : undefined}>
        {booking.guide ? booking.guide.full_name : t('guide.none')}
      </Text>
      {mayAssign && <GuideChoice key={booking.guide?.member_id ?? NONE} booking={booking} />}
    </Box>
  );
}
