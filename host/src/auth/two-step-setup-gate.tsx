import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

import { paths } from '@portal/contracts';
import { twoStepSetupAsked } from '@portal/session';

/**
 * When sign-in asked this person to set up two-step sign-in (their business requires it), every
 * screen but the profile, where it is set up, leads there until it is on.
 */
export function TwoStepSetupGate({ layout }: { layout: ReactNode }) {
  const { pathname } = useLocation();
  if (twoStepSetupAsked() && pathname !== paths.profile) return <Navigate to={paths.profile} replace />;
  return layout;
}
