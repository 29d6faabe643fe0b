import { LoadError, Page, Stack, Text } from '@portal/ui';

import { LoadingPlaceholder } from '../common/loading-placeholder';
import { useAccountStrings } from '../common/strings/account-strings';
import { AccountDetails } from './account-details';
import { BankAccountForm } from './bank-account-form';
import { BusinessFacts } from './business-facts';
import { BusinessInformation } from './business-information';
import { LanguageSection } from './language-section';
import { NotificationPreferencesSection } from './notifications/notification-preferences-section';
import { SignedInSessions } from './signed-in-sessions';
import { TwoStepSection } from './two-step-section';
import { useProfile } from './use-profile';
import { VerificationDocuments } from './verification-documents';

export function ProfilePage() {
  const { signedIn, user, supplier, failed, retry } = useProfile();
  const t = useAccountStrings();
  return (
    <Page title={t('profile.title')}>
      <Stack gap="5">
        {!signedIn && <Text color="gray.600">{t('profile.signInAgain')}</Text>}
        {failed && <LoadError message={t('profile.loadFailed')} onRetry={retry} />}
        {signedIn &&
          !failed &&
          (user && supplier !== undefined ? (
            <BusinessInformation user={user} supplier={supplier} />
          ) : (
            <LoadingPlaceholder height="260px" label={t('profile.loading')} />
          ))}
        {supplier && <BusinessFacts supplier={supplier} />}
        {supplier && <VerificationDocuments supplier={supplier} />}
        <AccountDetails user={user} />
        {signedIn && <LanguageSection />}
        {signedIn && <TwoStepSection />}
        {signedIn && <SignedInSessions />}
        {signedIn && <NotificationPreferencesSection />}
        <BankAccountForm saved={user?.bank_account ?? null} />
      </Stack>
    </Page>
  );
}
