import type { Booking, BookingEvent, Departure } from '@portal/contracts';
import { Box, formatDate, formatDateTime, formatRs, Heading, List, Stack, Text } from '@portal/ui';

import { WithData } from '../common/with-data';
import { type BookingsT, useBookingsStrings } from '../strings/bookings-strings';
import { cancellationReasonText } from './booking-text';

/** '15 Dec 2026 at 10:00', or just the date for a whole day. */
export const departureText = (t: BookingsT, d: Departure): string =>
  d.start_time ? t('history.departure', { date: formatDate(d.date), time: d.start_time }) : formatDate(d.date);

/** When and who: a member's or the customer's name; nobody named is the marketplace team. */
function WhenAndWho({ event: e }: { event: BookingEvent }) {
  const t = useBookingsStrings();
  const at = formatDateTime(e.at);
  if (!e.by) return t('history.byTeam', { at });
  return <WithData text={t('history.by', { at, name: e.by })} data={[e.by]} />;
}

/** What a line adds to its kind: where a booking moved, what was refunded, to which guide, why and the note. */
function detailsOf(t: BookingsT, e: BookingEvent): { text: string; data?: string }[] {
  return [
    e.guide !== undefined
      ? e.guide
        ? { text: t('history.to', { name: e.guide }), data: e.guide }
        : { text: t('history.guideOff') }
      : null,
    e.from && e.to ? { text: `${departureText(t, e.from)} → ${departureText(t, e.to)}` } : null,
    e.amount !== undefined ? { text: formatRs(e.amount) } : null,
    e.reason ? { text: cancellationReasonText(t, e.reason) } : null,
    // The note is what a member or the customer wrote.
    e.note ? { text: e.note, data: e.note } : null,
  ].filter((detail): detail is { text: string; data?: string } => detail !== null);
}

/** Booking Info's History: what happened to the booking, who did it and when, oldest first. */
export function HistoryBlock({ booking }: { booking: Booking }) {
  const t = useBookingsStrings();
  const history = booking.history ?? [];
  return (
    <Box as="section" aria-label={t('history.title')} bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md" mb="3">
        {t('history.title')}
      </Heading>
      {history.length === 0 ? (
        <Text color="gray.600">{t('history.empty')}</Text>
      ) : (
        <List.Root as="ol" gap="3" listStyle="none">
          {history.map((e) => (
            <List.Item key={`${e.kind}-${e.at}`} display="block">
              <Stack gap="0.5">
                <Text fontWeight="semibold">{t(`events.${e.kind}`)}</Text>
                <Text fontSize="sm" color="gray.600">
                  <WhenAndWho event={e} />
                </Text>
                {detailsOf(t, e).map(({ text, data }) => (
                  <Text key={text} fontSize="sm">
                    <WithData text={text} data={[data]} />
                  </Text>
                ))}
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
