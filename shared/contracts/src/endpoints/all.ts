import { authEndpoints } from './auth';
import { availabilityEndpoints, resourceEndpoints } from './availability';
import { bookingEndpoints, payoutEndpoints } from './bookings';
import { dashboardEndpoints } from './dashboard';
import { departureEndpoints } from './departures';
import type { Endpoint } from './define';
import { listingEndpoints } from './listings';
import { messageEndpoints } from './messages';
import { payoutStatementEndpoints } from './payout-statements';
import { reviewEndpoints } from './reviews';
import { ticketEndpoints } from './support';
import { uploadEndpoints } from './uploads';
import { signupEndpoints } from './signup';
import { telephoneEndpoints } from './telephone';
import { invitationEndpoints } from './invitations';
import { teamEndpoints } from './team';
import { supplierEndpoints, userEndpoints } from './users';

/** Every endpoint of the table, for the OpenAPI document and the server's exactness test (never bundled in a page). */
export const allEndpoints: readonly Endpoint[] = [
  authEndpoints, signupEndpoints, userEndpoints, telephoneEndpoints, supplierEndpoints, uploadEndpoints, bookingEndpoints, departureEndpoints,
  listingEndpoints, availabilityEndpoints, resourceEndpoints, payoutEndpoints, payoutStatementEndpoints, reviewEndpoints, messageEndpoints,
  ticketEndpoints, dashboardEndpoints, teamEndpoints, invitationEndpoints,
].flatMap((group) => Object.values(group) as Endpoint[]);
