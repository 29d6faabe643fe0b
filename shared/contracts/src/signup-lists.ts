/** The sign-up lists of spec/portal.md section 9, word for word. */

export const SIGNUP_CITIES = ['Islamabad', 'Karachi', 'Lahore', 'Peshawar', 'Quetta'] as const;

export const PROPERTY_TYPES = ['Hotel', 'Campsite', 'Homestay', 'Resort', 'Lodge', 'Hostel', 'Apartment', 'Guesthouse'] as const;

/**
 * A count chosen by band. The spec gives the vehicle bands' stored numbers (3, 8, 15, 25); room
 * bands store their middle value the same way, so `rooms` stays the integer the entity names.
 */
export interface CountBand {
  label: string;
  value: number;
}

export const ROOM_BANDS: readonly CountBand[] = [
  { label: '1-5', value: 3 },
  { label: '6-15', value: 10 },
  { label: '16-25', value: 20 },
  { label: '26-40', value: 33 },
  { label: '40+', value: 45 },
];

export const VEHICLE_BANDS: readonly CountBand[] = [
  { label: '1-5', value: 3 },
  { label: '6-10', value: 8 },
  { label: '11-20', value: 15 },
  { label: '20+', value: 25 },
];

export const TOUR_TYPES = ['Day', 'Multi-day', 'Group', 'City tours'] as const;

export const GUIDE_EXPERIENCE = ['1-2 years', '3-5 years', '6-10 years', '10+ years'] as const;

export const ACTIVITIES = [
  'Paragliding',
  'Zip lining',
  'Boat ride',
  'Jet skiing',
  'Kayaking',
  'Horseriding',
  'ATV & Dirt biking',
  'Jeep ride',
  'Rafting',
  'Fishing',
  'Scuba diving',
  'Other',
] as const;

export const GUIDE_SPECIALITIES = [
  'Adventure',
  'Culture',
  'Spiritual',
  'Wildlife',
  'History',
  'City sightseeing',
  'Food',
  'Women-only',
] as const;

/** Monday to Sunday except Fridays, as the spec lists them. */
export const WORKING_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Saturday', 'Sunday'] as const;

/** Hours from 17:00 round the clock, then Anytime: opening hours and check-in/out times. */
export const HOURS = [
  ...Array.from({ length: 24 }, (_, i) => `${String((17 + i) % 24).padStart(2, '0')}:00`),
  'Anytime',
] as readonly string[];

export const HOTEL_CHECK_IN_TIME = '17:00';
export const HOTEL_CHECK_OUT_TIME = '11:00';

/** What a rental provider rents out (the spec's rental providers are car and bike rentals). */
export const RENTAL_TYPES = ['Cars', 'Bikes', 'Cars and bikes'] as const;

export const AMENITIES = [
  'Free Wi-Fi',
  'Parking',
  'Free parking',
  'Restaurant',
  'Room service',
  '24-hour front desk',
  'Air conditioning',
  'Heating',
  'Hot water',
  'Power backup / generator',
  'Solar power',
  'Elevator',
  'Wheelchair accessible',
  'Family rooms',
  'Non-smoking rooms',
  'Smoking area',
  'Laundry service',
  'Dry cleaning',
  'Ironing service',
  'Daily housekeeping',
  'Luggage storage',
  'Safe deposit box',
  'Currency exchange',
  'Tour desk',
  'Travel desk',
  'Airport shuttle',
  'Car rental',
  'Bike rental',
  'Taxi service',
  'Concierge',
  'Breakfast included',
  'Buffet breakfast',
  'Halal food',
  'Vegetarian options',
  'Bar',
  'Coffee shop',
  'Tea / coffee maker',
  'Minibar',
  'Refrigerator',
  'Microwave',
  'Kitchen',
  'Kitchenette',
  'Dining area',
  'BBQ facilities',
  'Garden',
  'Terrace',
  'Balcony',
  'Mountain view',
  'Lake view',
  'River view',
  'City view',
  'Swimming pool',
  'Indoor pool',
  'Fitness centre',
  'Spa',
  'Sauna',
  'Massage',
  'Hot tub / jacuzzi',
  "Children's play area",
  'Games room',
  'Library',
  'Bonfire / fire pit',
  'Hiking trails nearby',
  'Meeting rooms',
  'Business centre',
  'Banquet hall',
  'Prayer room',
  'Flat-screen TV',
  'Satellite channels',
  'Private bathroom',
  'Bathtub',
  'Toiletries',
  'CCTV',
  'Security guard',
  'First aid kit',
  'Pet friendly',
] as const;
