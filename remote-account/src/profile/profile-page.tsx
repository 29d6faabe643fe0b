import { Page, Skeleton, Stack, Text } from '@portal/ui';
import { LoadError } from '../common/load-error';
import { AccountDetails } from './account-details';
import { BankAccountForm } from './bank-account-form';
import { BusinessInformation } from './business-information';
import { useProfile } from './use-profile';

export function ProfilePage() {
  const { load, reload, user, setUser } = useProfile();
  return (
    <Page title="My Profile">
      <Stack gap="5">
        {load.status === 'idle' && <Text color="gray.600">Sign in again to see your profile.</Text>}
        {load.status === 'loading' && <Skeleton height="260px" aria-label="Loading profile" />}
        {load.status === 'error' && <LoadError message="Could not load your profile." onRetry={reload} />}
        {user && load.status === 'ready' && <BusinessInformation user={user} supplier={load.data.supplier} onUserSaved={setUser} />}
        <AccountDetails email={user?.email ?? null} />
        <BankAccountForm saved={user?.bank_account ?? null} onSaved={setUser} />
      </Stack>
    </Page>
  );
}
