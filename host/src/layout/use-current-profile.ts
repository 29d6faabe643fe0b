import { useEffect } from 'react';
import { getUser } from '@portal/api';
import { useCurrentProfile, useSession } from '@portal/session';

/** Loads the signed-in user's name and photo for the header; a failure leaves '...' (spec 8). */
export function useHeaderProfile() {
  const userId = useSession((s) => s.userId);
  const token = useSession((s) => s.token);
  const profile = useCurrentProfile((s) => s.profile);
  const setProfile = useCurrentProfile((s) => s.setProfile);
  useEffect(() => {
    if (!userId || !token || profile) return;
    let current = true;
    getUser(userId)
      .then((user) => current && setProfile({ fullName: user.full_name, photo: user.profile_photo }))
      .catch((error: unknown) => console.error('Could not load the signed-in user', error));
    return () => {
      current = false;
    };
  }, [userId, token, profile, setProfile]);
  return profile;
}
