/**
 * The demo operator's tours and treks: the listings that take bookings. meta_data follows the
 * shapes of spec/listings.md section 3 (Tour meta_data, Trek meta_data).
 */

export type ListingStatus = 'pending_review' | 'approved' | 'edit_pending_review' | 'rejected';

interface AddOn {
  name: string;
  price: number;
  type: 'person' | 'booking';
}

/** What a booking needs to know about what it books. */
export interface BookingTerms {
  listing_type: string;
  /** PKR, per person for trips, per night for rooms. */
  price: number;
  chargedPer?: 'person' | 'night';
  days: number;
  startsIn: string;
  groupType: 'group' | 'private';
  audience: 'local' | 'international';
  addOns: AddOn[];
  /** How often it is booked, relative to the others. */
  weight: number;
  /** Months (1-12) it runs in; all year when absent. */
  months?: number[];
}

export interface Trip extends BookingTerms {
  listing_type: 'tour' | 'trek';
  title: string;
  status: ListingStatus;
  overview: string;
  places: string[];
  highlights: string[];
  /** One [title, overview] per itinerary entry. */
  itinerary: [string, string][];
  difficulty?: 'Easy' | 'Moderate' | 'Challenging' | 'Extreme';
  minPeople?: number;
}

const SUMMER = [5, 6, 7, 8, 9, 10];
const HIGH_SUMMER = [6, 7, 8];
const JEEP: AddOn = { name: 'Jeep transfer', price: 8000, type: 'booking' };
const PORTER: AddOn = { name: 'Porter (per day)', price: 4500, type: 'person' };
const ROOM_UPGRADE: AddOn = { name: 'Hotel upgrade to deluxe', price: 12000, type: 'booking' };
const AIRPORT: AddOn = { name: 'Airport pickup', price: 3500, type: 'booking' };
const SLEEPING_BAG: AddOn = { name: 'Sleeping bag rental', price: 1500, type: 'person' };
const PHOTOGRAPHER: AddOn = { name: 'Photographer for a day', price: 15000, type: 'booking' };

export const TRIPS: readonly Trip[] = [
  {
    listing_type: 'tour',
    title: 'Hunza Valley 5-Day Tour',
    status: 'approved',
    price: 45000,
    days: 5,
    startsIn: 'Islamabad',
    groupType: 'group',
    audience: 'international',
    weight: 10,
    overview: 'Drive the Karakoram Highway to Hunza: Baltit and Altit forts, Attabad Lake, Passu Cones and the Khunjerab Pass.',
    places: ['Hunza'],
    highlights: ['Attabad Lake boat ride', 'Baltit Fort', 'Passu Cones viewpoint', 'Khunjerab Pass at 4,693 m'],
    itinerary: [
      ['Islamabad to Chilas', 'Early start on the Karakoram Highway via Besham.'],
      ['Chilas to Karimabad', 'Nanga Parbat viewpoint and the meeting point of three ranges.'],
      ['Khunjerab Pass', 'Day trip to the China border, Passu Cones on the way back.'],
      ['Altit and Baltit forts', 'Walk through the old villages of Karimabad.'],
      ['Return to Islamabad', 'Long drive back with a lunch stop in Besham.'],
    ],
    addOns: [JEEP, ROOM_UPGRADE, AIRPORT],
  },
  {
    listing_type: 'tour',
    title: 'Skardu & Shigar Valley 6-Day Tour',
    status: 'approved',
    price: 58000,
    days: 6,
    startsIn: 'Islamabad',
    groupType: 'group',
    audience: 'international',
    weight: 7,
    months: [4, ...SUMMER],
    overview: 'Skardu, Shangrila, Upper Kachura Lake, the cold desert of Katpana and the Shigar Fort.',
    places: ['Skardu'],
    highlights: ['Upper Kachura Lake', 'Katpana cold desert', 'Shigar Fort', 'Manthokha waterfall'],
    itinerary: [
      ['Fly to Skardu', 'Check in and sunset at Katpana.'],
      ['Shangrila and Kachura lakes', 'Boat ride on Upper Kachura.'],
      ['Shigar Valley', 'Fort and the old mosque of Amburik.'],
      ['Manthokha waterfall', 'Day trip to Kharmang.'],
      ['Deosai Plains', 'Jeep to Sheosar Lake, weather permitting.'],
      ['Fly back', 'Morning flight to Islamabad.'],
    ],
    addOns: [JEEP, ROOM_UPGRADE],
  },
  {
    listing_type: 'tour',
    title: 'Fairy Meadows 4-Day Tour',
    status: 'edit_pending_review',
    price: 38000,
    days: 4,
    startsIn: 'Islamabad',
    groupType: 'group',
    audience: 'local',
    weight: 6,
    months: SUMMER,
    overview: 'Jeep up to Tato, walk to Fairy Meadows and wake up facing Nanga Parbat.',
    places: ['Fairy Meadows'],
    highlights: ['Raikot Bridge jeep track', 'Nanga Parbat sunrise', 'Beyal Camp walk'],
    itinerary: [
      ['Islamabad to Chilas', 'Drive along the Indus.'],
      ['Raikot to Fairy Meadows', 'Jeep to Tato, then a 3-hour walk.'],
      ['Beyal Camp', 'Walk towards the Nanga Parbat viewpoint.'],
      ['Return', 'Walk down and drive to Islamabad.'],
    ],
    addOns: [JEEP, SLEEPING_BAG],
  },
  {
    listing_type: 'tour',
    title: 'Swat Valley Family Tour',
    status: 'approved',
    price: 32000,
    days: 3,
    startsIn: 'Islamabad',
    groupType: 'private',
    audience: 'local',
    weight: 5,
    overview: 'A relaxed private tour of Swat: Malam Jabba, Kalam, Mahodand Lake and the Swat River.',
    places: ['Swat'],
    highlights: ['Malam Jabba chairlift', 'Mahodand Lake', 'Ushu forest'],
    itinerary: [
      ['Islamabad to Kalam', 'Via the Malakand pass and Mingora.'],
      ['Mahodand Lake', 'Jeep to the lake, boating and trout lunch.'],
      ['Malam Jabba and back', 'Chairlift ride, then return.'],
    ],
    addOns: [JEEP, PHOTOGRAPHER],
  },
  {
    listing_type: 'tour',
    title: 'Lahore Heritage Day Tour',
    status: 'approved',
    price: 6500,
    days: 1,
    startsIn: 'Lahore',
    groupType: 'group',
    audience: 'international',
    weight: 6,
    overview: 'The Walled City of Lahore on foot: Badshahi Mosque, Lahore Fort, Wazir Khan Mosque and a food street dinner.',
    places: ['Lahore'],
    highlights: ['Badshahi Mosque', 'Sheesh Mahal', 'Wazir Khan Mosque', 'Food street dinner'],
    itinerary: [
      ['Lahore Fort', 'Sheesh Mahal and the Picture Wall.'],
      ['Walled City', 'Delhi Gate, Shahi Hammam and Wazir Khan Mosque.'],
      ['Dinner', 'Fort Road food street facing the mosque.'],
    ],
    addOns: [AIRPORT, PHOTOGRAPHER],
  },
  {
    listing_type: 'tour',
    title: 'Naran Kaghan 3-Day Tour',
    status: 'rejected',
    price: 24000,
    days: 3,
    startsIn: 'Lahore',
    groupType: 'group',
    audience: 'local',
    weight: 3,
    months: SUMMER,
    overview: 'Lake Saif-ul-Malook, Babusar Top and the Kaghan valley.',
    places: ['Naran'],
    highlights: ['Lake Saif-ul-Malook', 'Babusar Top', 'Lalazar meadows'],
    itinerary: [
      ['Lahore to Naran', 'Overnight drive via the motorway.'],
      ['Saif-ul-Malook and Babusar', 'Jeep to the lake, afternoon at Babusar Top.'],
      ['Return', 'Back to Lahore.'],
    ],
    addOns: [JEEP],
  },
  {
    listing_type: 'tour',
    title: 'Neelum Valley 4-Day Tour',
    status: 'pending_review',
    price: 36000,
    days: 4,
    startsIn: 'Islamabad',
    groupType: 'private',
    audience: 'local',
    weight: 0,
    overview: 'Keran, Sharda and Arang Kel in Azad Kashmir.',
    places: ['Neelum'],
    highlights: ['Arang Kel chairlift', 'Sharda ruins', 'Keran riverside'],
    itinerary: [
      ['Islamabad to Keran', 'Via Muzaffarabad.'],
      ['Arang Kel', 'Chairlift and a walk to the village.'],
      ['Sharda', 'Ruins and the river.'],
      ['Return', 'Drive back.'],
    ],
    addOns: [JEEP],
  },
  {
    listing_type: 'tour',
    title: 'Chitral & Kalash Valleys 7-Day Tour',
    status: 'approved',
    price: 85000,
    days: 7,
    startsIn: 'Islamabad',
    groupType: 'private',
    audience: 'international',
    weight: 3,
    months: [4, 5, ...SUMMER, 12],
    overview: 'Lowari tunnel, Chitral Fort, Bumburet and Rumbur valleys of the Kalash people.',
    places: ['Chitral'],
    highlights: ['Kalash valleys', 'Chitral Fort', 'Shahi Mosque', 'Garam Chashma hot springs'],
    itinerary: [
      ['Islamabad to Dir', 'Via Swat motorway.'],
      ['Chitral', 'Lowari tunnel and the Chitral Fort.'],
      ['Bumburet', 'Kalash museum and villages.'],
      ['Rumbur', 'Walk to the village.'],
      ['Garam Chashma', 'Hot springs.'],
      ['Chitral to Dir', 'Drive back.'],
      ['Islamabad', 'Arrive by evening.'],
    ],
    addOns: [JEEP, ROOM_UPGRADE, PHOTOGRAPHER],
  },
  {
    listing_type: 'trek',
    title: 'K2 Base Camp Trek',
    status: 'approved',
    price: 185000,
    days: 18,
    startsIn: 'Skardu',
    groupType: 'group',
    audience: 'international',
    weight: 3,
    months: HIGH_SUMMER,
    difficulty: 'Extreme',
    overview: 'The Baltoro Glacier to Concordia and the foot of K2, with Gasherbrum and Broad Peak all around.',
    places: ['Concordia'],
    highlights: ['Concordia at 4,600 m', 'Trango Towers', 'Broad Peak base camp', 'K2 base camp'],
    itinerary: [
      ['Skardu to Askole', 'Jeep along the Braldu river.'],
      ['Askole to Jhola', 'First day on foot.'],
      ['Paiju rest day', 'Acclimatisation.'],
      ['Urdukas', 'Views of the Trango Towers.'],
      ['Concordia', 'Camp facing K2.'],
      ['K2 base camp', 'Day walk and return to Concordia.'],
      ['Back to Askole', 'Four days down the glacier.'],
    ],
    addOns: [PORTER, SLEEPING_BAG, JEEP],
    minPeople: 4,
  },
  {
    listing_type: 'trek',
    title: 'Nanga Parbat Base Camp Trek',
    status: 'approved',
    price: 55000,
    days: 6,
    startsIn: 'Islamabad',
    groupType: 'group',
    audience: 'international',
    weight: 5,
    months: SUMMER,
    difficulty: 'Moderate',
    overview: 'From Fairy Meadows to the Raikot face of Nanga Parbat, the Killer Mountain.',
    places: ['Fairy Meadows'],
    highlights: ['Fairy Meadows camp', 'Beyal Camp', 'Nanga Parbat base camp'],
    itinerary: [
      ['Islamabad to Chilas', 'Drive.'],
      ['Fairy Meadows', 'Jeep and walk.'],
      ['Beyal Camp', 'Through the pine forest.'],
      ['Base camp', 'Day walk to the Raikot glacier.'],
      ['Fairy Meadows', 'Back down.'],
      ['Islamabad', 'Drive back.'],
    ],
    addOns: [PORTER, SLEEPING_BAG],
  },
  {
    listing_type: 'trek',
    title: 'Rakaposhi Base Camp Trek',
    status: 'edit_pending_review',
    price: 42000,
    days: 4,
    startsIn: 'Gilgit',
    groupType: 'group',
    audience: 'local',
    weight: 4,
    months: SUMMER,
    difficulty: 'Moderate',
    overview: 'From Minapin village over the Minapin glacier to Tagaphari, facing Rakaposhi and Diran.',
    places: ['Minapin'],
    highlights: ['Minapin glacier', 'Tagaphari camp', 'Rakaposhi north face'],
    itinerary: [
      ['Gilgit to Minapin', 'Short drive, walk to Hapakun.'],
      ['Tagaphari', 'Climb to the base camp.'],
      ['Diran viewpoint', 'Morning walk, then down.'],
      ['Gilgit', 'Return.'],
    ],
    addOns: [PORTER, SLEEPING_BAG],
  },
  {
    listing_type: 'trek',
    title: 'Rush Lake Trek',
    status: 'approved',
    price: 120000,
    days: 8,
    startsIn: 'Karimabad',
    groupType: 'private',
    audience: 'international',
    weight: 2,
    months: HIGH_SUMMER,
    difficulty: 'Challenging',
    overview: 'Through Nagar to the Miar glacier and Rush Lake at 4,694 m, among the highest alpine lakes in the world.',
    places: ['Nagar'],
    highlights: ['Rush Lake', 'Rush Peak summit option', 'Miar glacier', 'Spantik views'],
    itinerary: [
      ['Karimabad to Hopar', 'Drive to Nagar.'],
      ['Hapakun', 'Walk along the Bualtar glacier.'],
      ['Chidin Harai', 'Meadows.'],
      ['Rush Lake', 'Camp by the lake.'],
      ['Rush Peak', 'Optional summit.'],
      ['Return', 'Three days down.'],
    ],
    addOns: [PORTER, SLEEPING_BAG],
  },
  {
    listing_type: 'trek',
    title: 'Patundas Meadows Trek',
    status: 'pending_review',
    price: 38000,
    days: 3,
    startsIn: 'Passu',
    groupType: 'group',
    audience: 'local',
    weight: 0,
    months: SUMMER,
    difficulty: 'Moderate',
    overview: 'Across the Passu glacier to the Patundas plateau, with views of Passu, Batura and Shispare.',
    places: ['Passu'],
    highlights: ['Patundas plateau', 'Passu glacier crossing', 'Batura views'],
    itinerary: [
      ['Passu to Patundas', 'Steep climb over the glacier.'],
      ['Patundas', 'A day on the plateau.'],
      ['Passu', 'Return.'],
    ],
    addOns: [PORTER],
  },
  {
    listing_type: 'trek',
    title: 'Snow Lake & Hispar La Trek',
    status: 'rejected',
    price: 260000,
    days: 21,
    startsIn: 'Skardu',
    groupType: 'private',
    audience: 'international',
    weight: 1,
    months: HIGH_SUMMER,
    difficulty: 'Extreme',
    overview: 'The Biafo and Hispar glaciers, 120 km of ice crossing the Hispar La at 5,151 m.',
    places: ['Snow Lake'],
    highlights: ['Snow Lake', 'Hispar La pass', 'Biafo glacier'],
    itinerary: [
      ['Skardu to Askole', 'Jeep.'],
      ['Biafo glacier', 'Seven days up the glacier.'],
      ['Snow Lake', 'Rest day.'],
      ['Hispar La', 'Crossing at 5,151 m.'],
      ['Hispar village', 'Down to Nagar.'],
    ],
    addOns: [PORTER, SLEEPING_BAG, JEEP],
  },
];
