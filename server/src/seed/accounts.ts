import { DEMO_SUPPLIER } from '@portal/contracts';

/** The two seeded supplier accounts: the demo tour operator, and a hotel to prove isolation. */
export interface SupplierAccount {
  email: string;
  password: string;
  full_name: string;
  phone_number: string;
  telephone_number: string;
  city: string;
  bank_account: { bank: string; branchCode: string; accountTitle: string; accountNumber: string; iban: string };
  supplier_type: 'tour_operator' | 'hotel';
  profile_data: Record<string, unknown>;
  /** How long ago the account was opened, in days. */
  ageDays: number;
}

export const DEMO_ACCOUNT: SupplierAccount = {
  email: DEMO_SUPPLIER.email,
  password: DEMO_SUPPLIER.password,
  full_name: 'Ayesha Khan',
  phone_number: '+923005551234',
  telephone_number: '+92512874410',
  city: 'Islamabad',
  bank_account: {
    bank: 'Meezan Bank',
    branchCode: '0214',
    accountTitle: 'Karakoram Trails (Pvt) Ltd',
    accountNumber: '02140104567890',
    iban: 'PK36MEZN0002140104567890',
  },
  supplier_type: 'tour_operator',
  profile_data: {
    business_name: 'Karakoram Trails',
    contact_name: 'Ayesha Khan',
    phone_number: '+923005551234',
    email: DEMO_SUPPLIER.email,
    office_address: 'Office 12, 2nd Floor, Beverly Centre, Blue Area, Islamabad',
    address: 'Office 12, 2nd Floor, Beverly Centre, Blue Area, Islamabad',
    city: 'Islamabad',
    country: 'Pakistan',
    tour_types: ['Day', 'Multi-day', 'Group', 'City tours'],
    operate_treks: true,
    international_tourists: true,
    group_tours: true,
  },
  ageDays: 900,
};

export const OTHER_ACCOUNT: SupplierAccount = {
  email: 'other@supplier.test',
  password: DEMO_SUPPLIER.password,
  full_name: 'Imran Baig',
  phone_number: '+923554401122',
  telephone_number: '+92581345678',
  city: 'Karimabad',
  bank_account: {
    bank: 'Habib Bank Limited',
    branchCode: '0571',
    accountTitle: 'Baltit Heritage Inn',
    accountNumber: '05710098765432',
    iban: 'PK24HABB0005710098765432',
  },
  supplier_type: 'hotel',
  profile_data: {
    property_name: 'Baltit Heritage Inn',
    property_type: 'Guesthouse',
    amenities: ['Free WiFi', 'Restaurant', 'Parking', 'Room service', 'Mountain view', 'Heating'],
    check_in_time: '17:00',
    check_out_time: '11:00',
    photos: [],
    rooms: 12,
    address: 'Near Baltit Fort, Karimabad, Hunza',
    city_region: 'Hunza',
    country: 'Pakistan',
    contact_name: 'Imran Baig',
    phone_number: '+923554401122',
    email: 'other@supplier.test',
    international_tourists: true,
    group_tours: false,
  },
  ageDays: 500,
};
