import { type Booking, BOOKING_EVENT_LABELS, type BookingEvent, type Departure } from '@portal/contracts';
import { Box, formatDate, formatDateTime, formatRs, Heading, List, Stack, Text } from '@portal/ui';

import { cancellationReasonText } from './booking-text';

/** '15 Dec 2026 at 10:00', or just the date for a whole day. */
export const departureText = (d: Departure): string => `${formatDate(d.date)}${d.start_time ? ` at ${d.start_time}` : ''}`;

/** Who did it: a member's or the customer's name; nobody named is the marketplace team. */
const byText = (e: BookingEvent) => `by ${e.by ?? 'the marketplace team'}`;

/** An assignment's guide, or that the guide was taken off. */
const guideText = (guide: string | null) => (guide ? `To ${guide}` : 'Guide taken off');

/** What a line adds to its kind: where a booking moved, what was refunded, to which guide, why and the note. */
function detailsOf(e: BookingEvent): string[] {
  return [
    e.guide !== undefined ? guideText(e.guide) : null,
    e.from && e.to ? `${departureText(e.from)} → ${departureText(e.to)}` : null,
    e.amount !== undefined ? formatRs(e.amount) : null,
    e.reason ? cancellationReasonText(e.reason) : null,
    e.note,
  ].filter((text): text is string => Boolean(text));
}

/** Booking Info's History: what happened to the booking, who did it and when, oldest first. */
export function HistoryBlock({ booking }: { booking: Booking }) {
  const history = booking.history ?? [];
  return (
    <Box as="section" aria-label="History" bg="white" borderWidth="1px" borderRadius="lg" p="5">
      <Heading as="h2" size="md" mb="3">
        History
      </Heading>
      {history.length === 0 ? (
        <Text color="gray.600">No history yet.</Text>
      ) : (
        <List.Root as="ol" gap="3" listStyle="none">
          {history.map((e) => (
            <List.Item key={`${e.kind}-${e.at}`} display="block">
              <Stack gap="0.5">
                <Text fontWeight="semibold">{BOOKING_EVENT_LABELS[e.kind]}</Text>
                <Text fontSize="sm" color="gray.600">{`${formatDateTime(e.at)} ${byText(e)}`}</Text>
                {detailsOf(e).map((text) => (
                  <Text key={text} fontSize="sm">
                    {text}
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
