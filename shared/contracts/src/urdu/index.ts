import { accountUrdu } from './account';
import { authUrdu } from './auth';
import { bookingsUrdu } from './bookings';
import { listingsUrdu } from './listings';
import { messagingUrdu } from './messaging';
import { sharedUrdu } from './shared';
import { signupUrdu } from './signup';
import { supportUrdu } from './support';

/**
 * Every message the schemas and the server say, in Urdu, keyed by its English (issue 40): one file
 * per area so each team keeps its own. The same catalogue serves the server's replies
 * (Accept-Language) and the forms' validation errors.
 */
export const URDU_MESSAGES: Readonly<Record<string, string>> = {
  ...sharedUrdu,
  ...authUrdu,
  ...signupUrdu,
  ...accountUrdu,
  ...listingsUrdu,
  ...bookingsUrdu,
  ...messagingUrdu,
  ...supportUrdu,
};
