import { useQuery } from '@tanstack/react-query';

import { userQueries } from '@portal/api';
import { useSession } from '@portal/session';

/**
 * The signed-in user's name and photo for the header; a failure leaves '...' (spec 8). The same
 * read as the dashboard's welcome and the profile screen, so a photo change shows here at once.
 */
export function useHeaderProfile() {
  const userId = useSession((s) => s.userId);
  const { data: user } = useQuery(userQueries.detail(userId));
  return user ? { fullName: user.full_name, photo: user.profile_photo } : null;
}
