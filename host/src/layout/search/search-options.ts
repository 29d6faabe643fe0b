import {
  bookingDisplayId,
  listingShortId,
  listingStatusDisplay,
  listingTypeLabel,
  paths,
  SEARCH_GROUPS,
  type SearchGroup,
  type SearchReply,
} from '@portal/contracts';
import { formatDate } from '@portal/ui';

/** One result as the combobox shows it: what it is, a line about it, and where choosing it goes. */
export interface SearchOption {
  label: string;
  detail: string;
  to: string;
}

export interface SearchOptionGroup {
  group: SearchGroup;
  heading: string;
  options: SearchOption[];
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const joined = (...parts: string[]) => parts.filter(Boolean).join(' · ');

/** Each group's results as options, linking to the object's own screen (the paths table). */
function optionsOf(reply: SearchReply): Record<SearchGroup, SearchOption[]> {
  return {
    bookings: reply.bookings.map((hit) => ({
      label: `${bookingDisplayId(hit)} ${hit.customer_name}`,
      detail: joined(hit.tour_name, formatDate(hit.selected_date), capitalised(hit.booking_status)),
      to: paths.bookingInfo(hit.booking_id),
    })),
    listings: reply.listings.map((hit) => ({
      label: hit.title,
      detail: joined(listingShortId(hit.listing_id), listingTypeLabel(hit.listing_type), listingStatusDisplay(hit.status).label),
      to: paths.listingEdit(hit.listing_type, hit.listing_id),
    })),
    tickets: reply.tickets.map((hit) => ({
      label: `#${hit.ticket_number} ${hit.subject}`,
      detail: joined(hit.related_to, capitalised(hit.status)),
      to: paths.ticketDetail(hit.ticket_id),
    })),
    conversations: reply.conversations.map((hit) => ({
      label: hit.customer_name,
      detail: joined(`${bookingDisplayId(hit)} ${hit.tour_name}`, hit.last_message),
      to: paths.inboxConversation(hit.booking_id),
    })),
  };
}

/** The groups that found something, in SEARCH_GROUPS' order. */
export function searchOptionGroups(reply: SearchReply): SearchOptionGroup[] {
  const options = optionsOf(reply);
  return SEARCH_GROUPS.map(({ group, heading }) => ({ group, heading, options: options[group] })).filter(
    (entry) => entry.options.length > 0,
  );
}
