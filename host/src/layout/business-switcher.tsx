import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { failureText, membershipQueries, switchBusiness } from '@portal/api';
import { type Membership, ROLE_LABELS } from '@portal/contracts';
import { useSession } from '@portal/session';
import { NativeSelect, toast } from '@portal/ui';

import { hostText, useHostStrings } from '../strings/host-strings';
import { useFirstScreenShown } from './first-screen';
import { navEntriesFor } from './nav-entries';

const nameOf = (membership: Membership) => membership.business_name || hostText()('business.unnamed');

/**
 * Another of the person's businesses, without signing in again: the new token and business go to
 * the session store, nothing read for the old business is kept, and the person lands on the first
 * screen their role there has.
 */
function useSwitchBusiness() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (membership: Membership) => switchBusiness(membership.supplier_id),
    onSuccess: ({ token, user }, membership) => {
      useSession.getState().signIn({ token, userId: user.user_id, supplierId: user.supplier_id, role: user.role });
      client.clear();
      void navigate(navEntriesFor(user.role)[0]!.to);
      toast.success(hostText()('business.switched', { name: nameOf(membership) }));
    },
    onError: (failure) =>
      toast.error(
        failureText(failure, (message) => hostText()('business.switchFailedBecause', { message }), hostText()('business.switchFailed')),
      ),
  });
}

/**
 * The current business's name, for a person who belongs to several, as a select of them (issue
 * 37): a native select is reached by Tab, opened by keyboard and never covers the page. Nothing
 * for a person of one business.
 */
export function BusinessSwitcher({ width, mb }: { width?: string; mb?: string }) {
  const supplierId = useSession((session) => session.supplierId);
  const screenShown = useFirstScreenShown();
  const memberships = useQuery({ ...membershipQueries.all(), enabled: supplierId !== null && screenShown });
  const switching = useSwitchBusiness();
  const t = useHostStrings();
  const all = memberships.data ?? [];
  if (all.length < 2) return null;
  const choose = (chosen: string) => {
    const membership = all.find((one) => one.supplier_id === chosen);
    if (membership && chosen !== supplierId) switching.mutate(membership);
  };
  return (
    <NativeSelect.Root size="sm" w={width} maxW={width ? undefined : '60'} mb={mb} disabled={switching.isPending}>
      <NativeSelect.Field aria-label={t('business.label')} value={supplierId ?? ''} onChange={(e) => choose(e.target.value)}>
        {all.map((membership) => (
          <option key={membership.supplier_id} value={membership.supplier_id}>
            {`${nameOf(membership)} (${ROLE_LABELS[membership.role]})`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
