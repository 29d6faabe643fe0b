import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { twoStepQueries } from '@portal/api';
import { TWO_STEP_REQUIRED_MESSAGE } from '@portal/contracts';
import { messageText } from '@portal/i18n';
import { askTwoStepSetup, twoStepSetupAsked } from '@portal/session';
import { Alert, LoadError, Stack, Text } from '@portal/ui';

import { LoadingPlaceholder } from '../common/loading-placeholder';
import { SectionCard } from '../common/section-card';
import { useAccountStrings } from '../common/strings/account-strings';
import { RecoveryCodesList } from './recovery-codes-list';
import { TwoStepOffForm } from './two-step-off-form';
import { TwoStepSetup } from './two-step-setup';

const TWO_STEP_SECTION_ID = 'two-step';

/**
 * Two-step sign-in on the profile: set up with an authenticator app (QR code or typed key, then a
 * first code), the ten recovery codes shown this once, and turning it off with password and code.
 */
export function TwoStepSection() {
  const t = useAccountStrings();
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
      <SectionCard title={t('twoStep.title')}>
        <Stack gap="4" maxW="lg">
          {status.isError && <LoadError message={t('twoStep.loadFailed')} onRetry={() => void status.refetch()} />}
          {status.isPending && <LoadingPlaceholder height="80px" label={t('twoStep.loading')} />}
          {recoveryCodes && <RecoveryCodesList codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />}
          {status.data && !recoveryCodes && (
            <>
              {status.data.required && !status.data.enabled && (
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>{messageText(TWO_STEP_REQUIRED_MESSAGE)}</Alert.Title>
                </Alert.Root>
              )}
              {status.data.enabled ? (
                <>
                  <Text>{t('twoStep.on', { left: status.data.recovery_codes_left })}</Text>
                  <TwoStepOffForm />
                </>
              ) : (
                <>
                  <Text>{t('twoStep.off')}</Text>
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
