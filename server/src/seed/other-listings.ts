/**
 * Listings of the kinds that take no demo bookings (activities, experiences, rentals, rooms,
 * guides), so My Listings shows every listing_type, with meta_data in the shapes of
 * @portal/contracts. Photos are added by listings.ts.
 */

export interface PlainListing {
  listing_type: 'activity' | 'experience' | 'bike_rental' | 'car_rental' | 'hotel' | 'tour_guide';
  title: string;
  description: string;
  price: number;
  meta_data: Record<string, unknown>;
}

const LANGUAGES = ['English', 'Urdu'];

const activity = (
  title: string,
  select_activity: string,
  hours: number,
  price: number,
  overview: string,
  highlights: string[],
): PlainListing => ({
  listing_type: 'activity',
  title,
  description: overview,
  price,
  meta_data: {
    select_activity,
    min_people: 1,
    duration: { value: hours, unit: 'hours' },
    age_range: { min: 12, max: 60 },
    languages: LANGUAGES,
    difficulty_level: 'Moderate',
    set_availability: true,
    availability: 'Daily',
    city_region: 'Islamabad',
    title,
    overview,
    highlights,
    itinerary: [
      { time: '09:00', title: 'Briefing and safety check', overview: 'Meet the instructor and get your gear.' },
      { time: '10:00', title, overview },
    ],
    inclusions: ['Safety gear', 'Certified instructor'],
    exclusions: ['Transport to the site'],
    faqs: [{ question: 'Is it safe for beginners?', answer: 'Yes, every session starts with training.' }],
    base_price: price,
    secondary_prices: [{ label: 'Group of 4 or more', price: Math.round(price * 0.85) }],
    add_ons: [{ name: 'Action camera video', price: 2500, type: 'booking' }],
    age_groups: [
      { label: 'Adults', price },
      { label: 'Teens (12-17)', price: Math.round(price * 0.8) },
    ],
    important_info: ['Wear closed shoes.'],
    not_suitable_for: ['Pregnant women'],
  },
});

const experience = (title: string, experience_type: string, places: string[], price: number, overview: string): PlainListing => ({
  listing_type: 'experience',
  title,
  description: overview,
  price,
  meta_data: {
    experience_type,
    duration: { value: 4, unit: 'hours' },
    places_covered: places,
    min_people: 1,
    set_availability: true,
    age_range: { min: 5, max: 75 },
    difficulty_level: 'easy',
    languages: LANGUAGES,
    starts_in: places[0],
    pickup_included: false,
    meeting_time_date: '4:00 pm',
    title,
    overview,
    highlights: places.map((place) => `Time in ${place} with a local host`),
    itinerary: [
      { time: '16:00', title: 'Meet your host', overview },
      { time: '19:00', title: 'Dinner and goodbye', overview: 'A meal together before you head back.' },
    ],
    inclusions: ['Tea and snacks'],
    exclusions: ['Transport'],
    faqs: [{ question: 'Is it family friendly?', answer: 'Yes, children are welcome.' }],
    base_price: price,
    secondary_prices: [],
    add_ons: [{ name: 'Dinner', price: 2500, type: 'person' }],
    important_info: ['Dress modestly at religious sites.'],
    not_suitable_for: [],
  },
});

const rental = (make: string, model: string, year: number) => ({
  title: `${make} ${model} ${year}`,
  description: `${make} ${year} for rent`,
});

const bike = (make: string, model: string, year: number, engine: string, bike_type: string, price: number): PlainListing => ({
  listing_type: 'bike_rental',
  ...rental(make, model, year),
  price,
  meta_data: {
    bike_make: make,
    model_year: year,
    transmission: 'Manual',
    engine_capacity: engine,
    fuel_type: 'Petrol',
    bike_type,
    features: ['Disc Brakes', 'Electric Start', 'Digital Display'],
    self_drive: true,
    price,
    availability: 'All Days',
    secondary_prices: [{ label: 'Weekly', price: price * 6 }],
    add_ons: [{ name: 'Saddle bags', price: 500, type: 'booking' }],
    inclusions: ['Helmet', 'Basic toolkit'],
    exclusions: ['Fuel'],
    important_info: ['Valid driving licence required.'],
    not_suitable_for: ['Beginners'],
  },
});

const car = (make: string, model: string, year: number, engine: string, car_type: string, price: number): PlainListing => ({
  listing_type: 'car_rental',
  ...rental(make, model, year),
  price,
  meta_data: {
    car_make: make,
    model_year: year,
    transmission: 'Automatic',
    engine_capacity: engine,
    fuel_type: 'Petrol',
    car_type,
    features: ['AC', 'Bluetooth', 'Navigation'],
    self_drive: false,
    availability: 'All Days',
    price,
    secondary_prices: [{ label: 'Weekly', price: price * 6 }],
    add_ons: [{ name: 'Child seat', price: 1000, type: 'booking' }],
    inclusions: ['Driver', 'Insurance'],
    exclusions: ['Fuel', 'Tolls'],
    important_info: ['Driver meals and stay are covered by the customer on overnight trips.'],
  },
});

export const room = (
  room_name: string,
  room_number: string,
  price: number,
  sleeps: number,
  bed_types: string[],
  room_size: string,
): PlainListing => ({
  listing_type: 'hotel',
  title: room_name,
  description: room_size,
  price,
  meta_data: {
    price,
    room_name,
    room_number,
    amenities: ['WiFi', 'TV', 'Heater', ...(sleeps > 2 ? ['Balcony'] : [])],
    sleeps,
    beds: bed_types.length,
    bed_types,
    room_size,
    breakfast_included: true,
  },
});

const guide = (title: string, specialise_in: string[], cities: string[], rate: number, guide_since: string, bio: string): PlainListing => ({
  listing_type: 'tour_guide',
  title,
  description: bio,
  price: rate,
  meta_data: {
    bio,
    languages: [...LANGUAGES, 'Punjabi'],
    specialise_in,
    guide_since,
    cities_covered: cities,
    international_tourists: true,
    half_day_rate: Math.round(rate * 0.6),
    full_day_rate: rate,
    max_group_size: 12,
    inclusions: ['Entry tickets arranged', 'Bottled water'],
  },
});

/** Five of each kind; demo.ts gives them the statuses approved, pending_review, edit_pending_review, rejected in turn. */
export const OTHER_LISTINGS: readonly PlainListing[] = [
  activity('Paragliding in Swat', 'Adventure', 2, 15000, 'Tandem paragliding flight over the Swat valley from Malam Jabba.', [
    'Take-off at 2,800 m',
    'Views of the Hindu Kush',
  ]),
  activity('White-water Rafting on the Kunhar River', 'Adventure', 3, 9000, 'Grade II-III rapids near Kaghan with a trained crew.', [
    'Grade III rapids',
    'Riverside lunch',
  ]),
  activity('Kayaking on Attabad Lake', 'Kayaking', 2, 5000, 'Paddle the turquoise waters of Attabad Lake.', [
    'Turquoise water',
    'Tunnels of the Karakoram Highway',
  ]),
  activity('Margalla Hills Guided Hike', 'Hiking', 4, 3500, 'Trail 5 to Pir Sohawa with a naturalist.', [
    'Trail 5',
    'Birds of the Margallas',
  ]),
  experience(
    'Kalash Culture & Festival Experience',
    'cultural',
    ['Bumburet', 'Rumbur'],
    18000,
    'Spend a day with a Kalash family during the Chilam Joshi festival.',
  ),
  experience('Hunza Food Trail', 'food', ['Karimabad', 'Altit'], 6000, 'Chapshuro, diram fitti and apricot soup in village kitchens.'),
  experience(
    'Sunset at Khunjerab Pass',
    'nature',
    ['Sost', 'Khunjerab'],
    12000,
    'Watch the sun set over the highest paved border crossing in the world.',
  ),
  experience('Lahore Food Street Evening', 'food', ['Lahore'], 4500, 'An evening of Lahori food in the Walled City.'),
  bike('Honda', 'CG 125', 2022, '125cc', 'Standard', 3500),
  bike('Yamaha', 'YBR 125G', 2023, '125cc', 'Adventure', 4500),
  bike('Suzuki', 'GS 150', 2021, '150cc', 'Touring', 4000),
  bike('Royal Enfield', 'Himalayan', 2022, '350cc', 'Adventure', 12000),
  car('Toyota', 'Corolla Altis', 2022, '1800cc', 'Sedan', 14000),
  car('Honda', 'Civic', 2021, '1500cc', 'Sedan', 16000),
  car('Suzuki', 'Cultus', 2022, '1000cc', 'Hatchback', 8000),
  car('Hyundai', 'Tucson', 2023, '2000cc', 'SUV', 22000),
  room('Deluxe Double Room', '101', 18000, 2, ['Double'], '28 m²'),
  room('Family Suite with Valley View', '201', 32000, 4, ['King', 'Single'], '45 m²'),
  room('Standard Twin Room', '102', 12000, 2, ['Single', 'Single'], '22 m²'),
  room('Executive King Room', '202', 24000, 2, ['King'], '32 m²'),
  guide(
    'Mountain Guide for Gilgit-Baltistan',
    ['Adventure', 'Wildlife'],
    ['Gilgit', 'Hunza', 'Skardu'],
    9000,
    '10+ years',
    'Mountain guide from Nagar who has led groups to every base camp of the Karakoram.',
  ),
  guide(
    'Lahore Old City Heritage Guide',
    ['History', 'Food'],
    ['Lahore'],
    6000,
    '6-10 years',
    'Historian who knows every gate, haveli and food stall of the Walled City.',
  ),
  guide(
    'Women-only Guided Walks in Islamabad',
    ['Women-only', 'City sightseeing'],
    ['Islamabad', 'Rawalpindi'],
    5000,
    '3-5 years',
    'Walks through Islamabad and Rawalpindi led by a woman guide, for women travellers.',
  ),
  guide(
    'Deosai Wildlife Guide',
    ['Wildlife'],
    ['Skardu'],
    8000,
    '1-2 years',
    'Naturalist who tracks the brown bears and marmots of the Deosai Plains.',
  ),
  activity(
    'Jeep Safari to Deosai Plains',
    'Wildlife',
    8,
    16000,
    'A day on the Deosai Plains looking for brown bears, with lunch at Sheosar Lake.',
    ['Sheosar Lake', 'Himalayan brown bears'],
  ),
  experience(
    'Truck Art Workshop in Karachi',
    'cultural',
    ['Karachi'],
    7000,
    'Paint a panel in the style of Pakistani truck art with a master painter.',
  ),
  car('Toyota', 'Land Cruiser Prado', 2021, '2000cc', 'SUV', 35000),
  guide(
    'Skardu Valley Photography Guide',
    ['Adventure', 'Culture'],
    ['Skardu', 'Shigar'],
    7500,
    '3-5 years',
    'Photographer who takes you to the best light at Kachura, Katpana and Shigar.',
  ),
];
