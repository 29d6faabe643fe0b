import { activityEndpoints } from './activity';
import { authEndpoints } from './auth';
import { availabilityEndpoints, resourceEndpoints } from './availability';
import { bookingEndpoints, payoutEndpoints } from './bookings';
import { calendarFeedEndpoints } from './calendar-feeds';
import { dashboardEndpoints } from './dashboard';
import type { Endpoint } from './define';
import { departureEndpoints } from './departures';
import { invitationEndpoints } from './invitations';
import { listingEndpoints } from './listings';
import { liveEndpoints, notificationEndpoints } from './live';
import { messageEndpoints } from './messages';
import { notificationPreferenceEndpoints } from './notification-preferences';
import { payoutStatementEndpoints } from './payout-statements';
import { reviewEndpoints } from './reviews';
import { sessionEndpoints } from './sessions';
import { signupEndpoints } from './signup';
import { ticketEndpoints } from './support';
import { teamEndpoints } from './team';
import { telephoneEndpoints } from './telephone';
import { twoStepEndpoints } from './two-step';
import { uploadEndpoints } from './uploads';
import { supplierEndpoints, userEndpoints } from './users';

/** Every endpoint of the table, for the OpenAPI document and the server's exactness test (never bundled in a page). */
export const allEndpoints: readonly Endpoint[] = [
  authEndpoints,
  signupEndpoints,
  userEndpoints,
  notificationPreferenceEndpoints,
  telephoneEndpoints,
  supplierEndpoints,
  uploadEndpoints,
  bookingEndpoints,
  departureEndpoints,
  listingEndpoints,
  availabilityEndpoints,
  resourceEndpoints,
  calendarFeedEndpoints,
  payoutEndpoints,
  payoutStatementEndpoints,
  reviewEndpoints,
  messageEndpoints,
  ticketEndpoints,
  dashboardEndpoints,
  teamEndpoints,
  sessionEndpoints,
  invitationEndpoints,
  activityEndpoints,
  twoStepEndpoints,
  liveEndpoints,
  notificationEndpoints,
].flatMap((group) => Object.values(group) as Endpoint[]);
