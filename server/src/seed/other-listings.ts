/**
 * Listings of the kinds that take no demo bookings (activities, experiences, rentals, rooms,
 * guides), so My Listings shows every listing_type. meta_data follows spec/listings.md section 3.
 */

export interface PlainListing {
  listing_type: 'activity' | 'experience' | 'bike_rental' | 'car_rental' | 'hotel' | 'tour_guide';
  title: string;
  description: string;
  price: number;
  meta_data: Record<string, unknown>;
}

const activity = (title: string, select_activity: string, city_region: string, price: number, duration: string, overview: string): PlainListing => ({
  listing_type: 'activity', title, description: overview, price,
  meta_data: {
    photos: [], select_activity, min_people: 1, duration, age_range: '12-60', languages: ['English', 'Urdu'],
    difficulty_level: 'Moderate', set_availability: true, availability: 'Daily', city_region, title, overview, highlights: '',
    itinerary: [{ time: '09:00', title: 'Briefing and safety check', overview: 'Meet the instructor and get your gear.' }, { time: '10:00', title, overview }],
    inclusions: ['Safety gear', 'Certified instructor'], exclusions: ['Transport to the site'],
    faqs: [{ question: 'Is it safe for beginners?', answer: 'Yes, every session starts with training.' }],
    base_price: price, secondary_prices: [], add_ons: [], important_info: ['Wear closed shoes.'], not_suitable_for: ['Pregnant women'],
  },
});

const experience = (title: string, experience_type: string, places: string[], price: number, overview: string): PlainListing => ({
  listing_type: 'experience', title, description: overview, price,
  meta_data: {
    photos: [], experience_type, duration: '4 hours', places_covered: places, min_people: 1, set_availability: true,
    age_range: 'All ages', difficulty_level: 'easy', languages: ['English', 'Urdu'], starts_in: places[0], pickup_included: false,
    meeting_time_date: '4:00 pm', title, overview, highlights: places.join(', '),
    itinerary: JSON.stringify([{ time: '16:00', title: 'Meet your host', overview }]),
    inclusions_exclusions: ['Tea and snacks included', 'Transport not included'],
    faqs: ['Q: Is it family friendly? A: Yes, children are welcome.'], base_price: price, secondary_prices: [],
    add_ons: ['Dinner: 2500 PKR per person'], important_info: ['Dress modestly at religious sites.'], not_suitable_for: [],
  },
});

const bike = (make: string, model: string, year: number, engine: string, bike_type: string, price: number): PlainListing => ({
  listing_type: 'bike_rental', title: `${make} ${model} ${year}`, description: `${make} ${year} for rent`, price,
  meta_data: {
    photos: [], bike_make: make, model_year: year, transmission: 'Manual', engine_capacity: engine, fuel_type: 'Petrol', bike_type,
    features: ['Disc Brakes', 'Electric Start', 'Digital Display'], availability: 'All Days', self_drive: 'yes', price,
    secondary_prices: [{ label: 'Weekly', price: price * 6 }], add_ons: ['Helmet', 'Saddle bags'],
    inclusions: ['Helmet', 'Basic toolkit'], exclusions: ['Fuel'], important_info: ['Valid driving licence required.'], not_suitable_for: ['Beginners'],
  },
});

const car = (make: string, model: string, year: number, engine: string, car_type: string, price: number): PlainListing => ({
  listing_type: 'car_rental', title: `${make} ${model} ${year}`, description: `${make} ${year} for rent`, price,
  meta_data: {
    photos: [], car_make: make, model_year: year, transmission: 'Automatic', engine_capacity: engine, fuel_type: 'Petrol', car_type,
    features: ['AC', 'Bluetooth', 'Navigation'], set_availability: true, inclusions: ['Driver', 'Insurance'], exclusions: ['Fuel', 'Tolls'],
    price, important_info: ['Driver meals and stay are covered by the customer on overnight trips.'],
  },
});

export const room = (room_name: string, room_number: string, price: number, sleeps: number, bed_types: string[], room_size: string): PlainListing => ({
  listing_type: 'hotel', title: room_name, description: room_size, price,
  meta_data: {
    price, photos: [], room_name, room_number, amenities: ['WiFi', 'TV', 'Heater', ...(sleeps > 2 ? ['Balcony'] : [])],
    sleeps, beds: bed_types.length, bed_types, room_size, breakfast_included: true,
  },
});

const guide = (title: string, specialise_in: string[], city: string, price: number, guide_since: string): PlainListing => ({
  listing_type: 'tour_guide', title, description: `${specialise_in.join(', ')} guide based in ${city}`, price,
  meta_data: { photos: [], name: title, specialise_in, languages: ['English', 'Urdu'], city, guide_since, price_per: 'day' },
});

/** Four of each kind; demo.ts gives them the statuses approved, pending_review, edit_pending_review, rejected in that order. */
export const OTHER_LISTINGS: readonly PlainListing[] = [
  activity('Paragliding in Swat', 'Adventure', 'Islamabad', 15000, '2 hours', 'Tandem paragliding flight over the Swat valley from Malam Jabba.'),
  activity('White-water Rafting on the Kunhar River', 'Adventure', 'Islamabad', 9000, '3 hours', 'Grade II-III rapids near Kaghan with a trained crew.'),
  activity('Kayaking on Attabad Lake', 'Kayaking', 'Islamabad', 5000, '2 hours', 'Paddle the turquoise waters of Attabad Lake.'),
  activity('Margalla Hills Guided Hike', 'Hiking', 'Islamabad', 3500, '4 hours', 'Trail 5 to Pir Sohawa with a naturalist.'),
  experience('Kalash Culture & Festival Experience', 'cultural', ['Bumburet', 'Rumbur'], 18000, 'Spend a day with a Kalash family during the Chilam Joshi festival.'),
  experience('Hunza Food Trail', 'food', ['Karimabad', 'Altit'], 6000, 'Chapshuro, diram fitti and apricot soup in village kitchens.'),
  experience('Sunset at Khunjerab Pass', 'nature', ['Sost', 'Khunjerab'], 12000, 'Watch the sun set over the highest paved border crossing in the world.'),
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
  guide('Mountain Guide for Gilgit-Baltistan', ['Adventure', 'Wildlife'], 'Gilgit', 9000, '10+'),
  guide('Lahore Old City Heritage Guide', ['History', 'Food'], 'Lahore', 6000, '6-10'),
  guide('Women-only Guided Walks in Islamabad', ['Women-only', 'City sightseeing'], 'Islamabad', 5000, '3-5'),
  guide('Deosai Wildlife Guide', ['Wildlife'], 'Skardu', 8000, '1-2'),
];
