import { randomUUID } from 'node:crypto';

import type { Random } from './prng';

export interface Customer {
  user_id: string;
  full_name: string;
  email: string;
  phone_number: string;
  country: string;
  city: string;
  emergency_contact: string;
  international: boolean;
}

const LOCAL_FIRST = [
  'Ali',
  'Fatima',
  'Usman',
  'Ayesha',
  'Hamza',
  'Zainab',
  'Bilal',
  'Maryam',
  'Omar',
  'Hira',
  'Saad',
  'Sana',
  'Fahad',
  'Mahnoor',
  'Hassan',
  'Iqra',
  'Danish',
  'Rabia',
  'Kamran',
  'Nida',
  'Shahzaib',
  'Amna',
  'Waqas',
  'Sidra',
];
const LOCAL_LAST = [
  'Raza',
  'Khan',
  'Ahmed',
  'Malik',
  'Qureshi',
  'Sheikh',
  'Butt',
  'Chaudhry',
  'Abbasi',
  'Siddiqui',
  'Hussain',
  'Mirza',
  'Baig',
  'Javed',
  'Iqbal',
];
const LOCAL_CITIES = ['Islamabad', 'Karachi', 'Lahore', 'Peshawar', 'Quetta', 'Rawalpindi', 'Faisalabad', 'Multan'];

const INTERNATIONAL: readonly (readonly [name: string, country: string, city: string, dial: string])[] = [
  ['Emma Thompson', 'United Kingdom', 'London', '+44'],
  ['Lukas Müller', 'Germany', 'Munich', '+49'],
  ['Sophie Martin', 'France', 'Lyon', '+33'],
  ['Kenji Sato', 'Japan', 'Osaka', '+81'],
  ['Li Wei', 'China', 'Beijing', '+86'],
  ['Olivia Brown', 'Australia', 'Sydney', '+61'],
  ['Daniel Kowalski', 'Poland', 'Kraków', '+48'],
  ['Ahmed Al Mansoori', 'United Arab Emirates', 'Dubai', '+971'],
  ['James Carter', 'United States', 'Denver', '+1'],
  ['Ana García', 'Spain', 'Barcelona', '+34'],
  ['Marco Rossi', 'Italy', 'Milan', '+39'],
  ['Ingrid Larsen', 'Norway', 'Oslo', '+47'],
  ['Mehmet Yılmaz', 'Turkey', 'Istanbul', '+90'],
  ["Sarah O'Connor", 'Ireland', 'Dublin', '+353'],
  ['Noah Williams', 'Canada', 'Vancouver', '+1'],
  ['Hana Novák', 'Czech Republic', 'Prague', '+420'],
  ['Aisha Rahman', 'United Kingdom', 'Birmingham', '+44'],
  ['Tom de Vries', 'Netherlands', 'Utrecht', '+31'],
  ['Yuki Tanaka', 'Japan', 'Tokyo', '+81'],
  ['Chen Jia Hui', 'Singapore', 'Singapore', '+65'],
];

// Relations that fit any first name on the lists.
const RELATIONS = ['Spouse', 'Sibling', 'Parent', 'Friend', 'Cousin'];
const INTERNATIONAL_FIRST = ['Anna', 'David', 'Maria', 'Peter', 'Laura', 'John', 'Clara', 'Paul'];

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z ]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '.');
const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');
const mobile = (random: Random) => `+923${random.int(0, 4)}${digits(random, 8)}`;

/**
 * Customers of the marketplace: `localCount` Pakistani travellers (unique names built from the
 * lists) and up to 20 international ones. They never sign in to the portal.
 */
export function buildCustomers(random: Random, localCount: number, internationalCount: number): Customer[] {
  const local = Array.from({ length: localCount }, (_, i): Customer => {
    const first = LOCAL_FIRST[i % LOCAL_FIRST.length]!;
    const last = LOCAL_LAST[(i * 7 + Math.floor(i / LOCAL_FIRST.length)) % LOCAL_LAST.length]!;
    const full_name = `${first} ${last}`;
    return {
      user_id: randomUUID(),
      full_name,
      email: `${slug(full_name)}.${i + 1}@customer.test`,
      phone_number: mobile(random),
      country: 'Pakistan',
      city: random.pick(LOCAL_CITIES),
      emergency_contact: `${random.pick(LOCAL_FIRST)} ${last} (${random.pick(RELATIONS)}) ${mobile(random)}`,
      international: false,
    };
  });
  const international = INTERNATIONAL.slice(0, internationalCount).map(
    ([full_name, country, city, dial], i): Customer => ({
      user_id: randomUUID(),
      full_name,
      email: `${slug(full_name)}.${i + 1}@traveller.test`,
      phone_number: `${dial}${digits(random, 9)}`,
      country,
      city,
      emergency_contact: `${random.pick(INTERNATIONAL_FIRST)} ${full_name.split(' ').at(-1)} (${random.pick(RELATIONS)}) ${dial}${digits(random, 9)}`,
      international: true,
    }),
  );
  return [...local, ...international];
}
