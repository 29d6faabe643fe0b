import type { Supplier, User } from '@portal/contracts';
import { Badge, DataList, Flex } from '@portal/ui';

import { SectionCard } from '../common/section-card';
import { useAccountStrings } from '../common/strings/account-strings';
import { businessDetails } from './business-details';
import { ProfilePhoto } from './profile-photo';
import { TelephoneDetail } from './telephone-detail';

function VerificationBadge({ supplier }: { supplier: Supplier | null }) {
  const t = useAccountStrings();
  return supplier?.verification_status === 'verified' ? (
    <Badge colorPalette="green" size="md">
      {t('business.live')}
    </Badge>
  ) : (
    <Badge colorPalette="gray" size="md">
      {t('business.awaiting')}
    </Badge>
  );
}

/** The supplier's country, the phone field's first choice of dial code. */
const countryOf = (supplier: Supplier | null) =>
  typeof supplier?.profile_data.country === 'string' ? supplier.profile_data.country : undefined;

export function BusinessInformation({ user, supplier }: { user: User; supplier: Supplier | null }) {
  const t = useAccountStrings();
  return (
    <SectionCard title={t('business.title')} action={<VerificationBadge supplier={supplier} />}>
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align={{ base: 'center', md: 'start' }}>
        <ProfilePhoto user={user} />
        <DataList.Root orientation="horizontal" flex="1" w="full" size="md">
          {businessDetails(user, supplier).map((detail) => (
            <DataList.Item key={detail.label}>
              <DataList.ItemLabel w={{ base: '50%', md: '260px' }} flexShrink={0}>
                {detail.label}
              </DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">
                {detail.editable === 'telephone' ? (
                  <TelephoneDetail user={user} value={detail.value} country={countryOf(supplier)} />
                ) : (
                  <bdi>{detail.value ?? '—'}</bdi>
                )}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Flex>
    </SectionCard>
  );
}
