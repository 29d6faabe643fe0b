import type { Supplier, User } from '@portal/contracts';
import { formatPhone } from '@portal/contracts/phone';

import { accountText } from '../common/strings/account-strings';

export interface Detail {
  label: string;
  value: string | null;
  /** The one detail the profile lets the supplier change in place. */
  editable?: 'telephone';
}

/** The first non-blank text among profile_data's keys: each supplier type names its fields differently. */
function textOf(data: Record<string, unknown>, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = data[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

const allowed = (yes: boolean) => accountText()(yes ? 'business.allowed' : 'business.notAllowed');

/** A tour operator says it runs group tours by choosing the Group tour type. */
function offersGroupTours(data: Record<string, unknown>): boolean {
  return data.group_tours === true || (Array.isArray(data.tour_types) && data.tour_types.includes('Group'));
}

/** The read-only Business Information of My Profile, from the user and the supplier's profile_data. */
export function businessDetails(user: User, supplier: Supplier | null): Detail[] {
  const data = supplier?.profile_data ?? {};
  const t = accountText();
  return [
    { label: t('business.name'), value: textOf(data, 'property_name', 'business_name', 'name') ?? user.full_name },
    { label: t('business.email'), value: user.email },
    { label: t('business.telephone'), value: formatPhone(user.telephone_number), editable: 'telephone' },
    { label: t('business.phone'), value: formatPhone(user.phone_number ?? textOf(data, 'phone_number')) },
    { label: t('business.contact'), value: textOf(data, 'contact_name') },
    { label: t('business.international'), value: allowed(data.international_tourists === true) },
    { label: t('business.groupTours'), value: allowed(offersGroupTours(data)) },
    { label: t('business.address'), value: textOf(data, 'office_address', 'address', 'location') },
  ];
}
