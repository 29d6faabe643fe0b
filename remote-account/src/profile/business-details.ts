import type { Supplier, User } from '@portal/contracts';
import { formatPhone } from '@portal/contracts/phone';

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

const allowed = (yes: boolean) => (yes ? 'Allowed' : 'Not Allowed');

/** A tour operator says it runs group tours by choosing the Group tour type. */
function offersGroupTours(data: Record<string, unknown>): boolean {
  return data.group_tours === true || (Array.isArray(data.tour_types) && data.tour_types.includes('Group'));
}

/** The read-only Business Information of My Profile, from the user and the supplier's profile_data. */
export function businessDetails(user: User, supplier: Supplier | null): Detail[] {
  const data = supplier?.profile_data ?? {};
  return [
    { label: 'Business Name', value: textOf(data, 'property_name', 'business_name', 'name') ?? user.full_name },
    { label: 'Business Email', value: user.email },
    { label: 'Telephone', value: formatPhone(user.telephone_number), editable: 'telephone' },
    { label: 'Phone Number', value: formatPhone(user.phone_number ?? textOf(data, 'phone_number')) },
    { label: 'Contact Person', value: textOf(data, 'contact_name') },
    { label: 'Access to International Tourists', value: allowed(data.international_tourists === true) },
    { label: 'Access to Group Tours', value: allowed(offersGroupTours(data)) },
    { label: 'Office Address', value: textOf(data, 'office_address', 'address', 'location') },
  ];
}
