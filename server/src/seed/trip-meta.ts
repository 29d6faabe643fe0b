import type { Trip } from './trip-catalog';

/** meta_data of a trip in the shapes of @portal/contracts (TourMetaSchema, TrekMetaSchema); photos are added by listings.ts. */
export function tripMeta(trip: Trip): Record<string, unknown> {
  return trip.listing_type === 'tour' ? tourMeta(trip) : trekMeta(trip);
}

const LANGUAGES = ['English', 'Urdu'];
const INCLUSIONS = [
  'Transport in an air-conditioned vehicle',
  'Hotel stays on twin sharing',
  'Breakfast and dinner',
  'Licensed guide',
  'Entry tickets',
];
const EXCLUSIONS = ['Lunch', 'Personal expenses', 'Travel insurance', 'Tips'];
const TREK_INCLUSIONS = [
  'Trekking permits and royalty',
  'Camping gear and cook',
  'All meals on the trek',
  'Licensed high-altitude guide',
  'Jeep to the trailhead',
];
const TREK_EXCLUSIONS = ['Personal gear', 'Porter for personal bags', 'Travel and rescue insurance', 'Tips'];
// The cancellation line is the terms Booking Info's free-cancellation date follows (seed bookings: date - 7).
const IMPORTANT = [
  'Carry your CNIC or passport for check posts.',
  'Itinerary may change with weather and road conditions.',
  'Free cancellation up to 7 days before departure.',
];

const duration = (days: number) => (days === 1 ? { value: 8, unit: 'hours' } : { value: days, unit: 'days' });
const secondaryPrices = (trip: Trip) => [
  { label: 'Group', price: trip.price },
  { label: 'Private', price: Math.round((trip.price * 1.15) / 100) * 100 },
];
const itinerary = (trip: Trip) =>
  trip.itinerary.map(([title, overview], i) => ({ time: trip.days === 1 ? `${9 + i * 3}:00` : `Day ${i + 1}`, title, overview }));

function tourMeta(trip: Trip): Record<string, unknown> {
  return {
    type: trip.groupType,
    audience: trip.audience,
    theme: trip.days === 1 ? 'Culture' : 'Nature',
    duration: duration(trip.days),
    min_people: trip.minPeople ?? (trip.groupType === 'group' ? 4 : 1),
    available_spots: trip.groupType === 'group' ? 14 : 6,
    availability: trip.months ? 'Custom' : 'Daily',
    age_range: { min: 5, max: 65 },
    languages: LANGUAGES,
    starts_in: trip.startsIn,
    pickup_included: true,
    meeting_address: trip.startsIn === 'Lahore' ? 'Main gate, Lahore Fort, Lahore' : 'Faisal Mosque parking, Islamabad',
    meeting_time: '10:00 am',
    title: trip.title,
    overview: trip.overview,
    places_covered: trip.places,
    highlights: trip.highlights,
    itinerary: itinerary(trip),
    inclusions: INCLUSIONS,
    exclusions: EXCLUSIONS,
    faqs: [
      { question: 'Is hotel pickup included?', answer: `Yes, from any hotel in ${trip.startsIn}.` },
      { question: 'Can children join?', answer: 'Children from 5 years old are welcome with a parent.' },
    ],
    base_price: trip.price,
    secondary_prices: secondaryPrices(trip),
    add_ons: trip.addOns,
    important_info: IMPORTANT,
    not_suitable_for: ['Wheelchair users'],
  };
}

function trekMeta(trip: Trip): Record<string, unknown> {
  return {
    type: trip.groupType,
    audience: trip.audience,
    theme: 'Adventure',
    select_trek: trip.places[0],
    duration: duration(trip.days),
    min_people: trip.minPeople ?? 4,
    available_slots: trip.groupType === 'group' ? 12 : 6,
    set_availability: true,
    set_date: 'June to September',
    difficulty_level: trip.difficulty ?? 'Moderate',
    age_range: { min: 16, max: 60 },
    languages: LANGUAGES,
    starts_in: trip.startsIn,
    pickup_included: true,
    meeting_time_date: '10:00 am on day 1',
    title: trip.title,
    overview: trip.overview,
    highlights: trip.highlights,
    itinerary: itinerary(trip),
    inclusions: TREK_INCLUSIONS,
    exclusions: TREK_EXCLUSIONS,
    faqs: [
      { question: 'Do I need trekking experience?', answer: 'Previous multi-day hikes are recommended.' },
      { question: 'Is there mobile signal?', answer: 'Only in the villages at the start and the end.' },
    ],
    base_price: trip.price,
    secondary_prices: secondaryPrices(trip),
    add_ons: trip.addOns,
    important_info: [...IMPORTANT, 'A medical fitness certificate is required above 5,000 m.'],
    not_suitable_for: ['People with heart or lung conditions', 'Pregnant women', 'Children under 16'],
  };
}
