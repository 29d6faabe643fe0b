import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { twoStepQueries } from '@portal/api';
import { TWO_STEP_REQUIRED_MESSAGE } from '@portal/contracts';
import { askTwoStepSetup, twoStepSetupAsked } from '@portal/session';
import { Alert, LoadError, Skeleton, Stack, Text } from '@portal/ui';

import { SectionCard } from '../common/section-card';
import { RecoveryCodesList } from './recovery-codes-list';
import { TwoStepOffForm } from './two-step-off-form';
import { TwoStepSetup } from './two-step-setup';

const TWO_STEP_SECTION_ID = 'two-step';

/**
 * Two-step sign-in on the profile: set up with an authenticator app (QR code or typed key, then a
 * first code), the ten recovery codes shown this once, and turning it off with password and code.
 */
export function TwoStepSection() {
  const status = useQuery(twoStepQueries.status());
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // Sent here by the shell to set it up first: the section is what the person came for.
  useEffect(() => {
    if (twoStepSetupAsked()) document.getElementById(TWO_STEP_SECTION_ID)?.scrollIntoView?.();
  }, []);
  const confirmed = (codes: string[]) => {
    askTwoStepSetup(false);
    setRecoveryCodes(codes);
  };
  return (
    <div id={TWO_STEP_SECTION_ID}>
      <SectionCard title="Two-step sign-in">
        <Stack gap="4" maxW="lg">
          {status.isError && <LoadError message="Could not load your two-step sign-in." onRetry={() => void status.refetch()} />}
          {status.isPending && <Skeleton height="80px" aria-label="Loading two-step sign-in" />}
          {recoveryCodes && <RecoveryCodesList codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />}
          {status.data && !recoveryCodes && (
            <>
              {status.data.required && !status.data.enabled && (
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>{TWO_STEP_REQUIRED_MESSAGE}</Alert.Title>
                </Alert.Root>
              )}
              {status.data.enabled ? (
                <>
                  <Text>Two-step sign-in is on. {status.data.recovery_codes_left} of 10 recovery codes left.</Text>
                  <TwoStepOffForm />
                </>
              ) : (
                <>
                  <Text>Two-step sign-in is off. Turn it on to ask for a code from an authenticator app after your password.</Text>
                  <TwoStepSetup onConfirmed={confirmed} />
                </>
              )}
            </>
          )}
        </Stack>
      </SectionCard>
    </div>
  );
}
