import { LoadError, Page, Skeleton, Stack, Text } from '@portal/ui';

import { AccountDetails } from './account-details';
import { BankAccountForm } from './bank-account-form';
import { BusinessFacts } from './business-facts';
import { BusinessInformation } from './business-information';
import { NotificationPreferencesSection } from './notifications/notification-preferences-section';
import { SignedInSessions } from './signed-in-sessions';
import { TwoStepSection } from './two-step-section';
import { useProfile } from './use-profile';
import { VerificationDocuments } from './verification-documents';

export function ProfilePage() {
  const { signedIn, user, supplier, failed, retry } = useProfile();
  return (
    <Page title="My Profile">
      <Stack gap="5">
        {!signedIn && <Text color="gray.600">Sign in again to see your profile.</Text>}
        {failed && <LoadError message="Could not load your profile." onRetry={retry} />}
        {signedIn &&
          !failed &&
          (user && supplier !== undefined ? (
            <BusinessInformation user={user} supplier={supplier} />
          ) : (
            <Skeleton height="260px" aria-label="Loading profile" />
          ))}
        {supplier && <BusinessFacts supplier={supplier} />}
        {supplier && <VerificationDocuments supplier={supplier} />}
        <AccountDetails user={user} />
        {signedIn && <TwoStepSection />}
        {signedIn && <SignedInSessions />}
        {signedIn && <NotificationPreferencesSection />}
        <BankAccountForm saved={user?.bank_account ?? null} />
      </Stack>
    </Page>
  );
}
