import * as v from 'valibot';

import { LISTING_TYPES } from '../listing-types';
import { diffListingContent, listingFieldLabel } from './changes';
import { LISTING_STATUS_DISPLAY, listingGroupLabel, listingShortId, listingStatusDisplay, listingTypeLabel } from './display';
import { LISTING_META_DEFAULTS, LISTING_META_SCHEMAS } from './meta';
import { CreateListingRequestSchema, LISTING_ERRORS, PatchListingRequestSchema, UpdateListingRequestSchema } from './requests';
import { TOUR_GUIDE_GROUPS, TOUR_GUIDE_MESSAGES } from './tour-guide';

const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
};

const PHOTO = '/api/v1/files/7d0c3b4e-2f57-4a59-9d2c-0b1f0f6f2c11.png';

const room = {
  listing_type: 'hotel',
  title: 'Deluxe Double Room',
  description: '28 m²',
  price: '18,000',
  meta_data: {
    photos: [PHOTO],
    room_name: 'Deluxe Double Room',
    room_number: '101',
    room_size: '28 m²',
    sleeps: '2',
    beds: 1,
    bed_types: ['Double'],
    price: 18_000,
  },
};

describe('listing requests', () => {
  it('validates meta_data by the listing type and reads the price', () => {
    const parsed = v.parse(CreateListingRequestSchema, room);
    expect(parsed.price).toBe(18_000);
    expect(parsed.meta_data).toMatchObject({ sleeps: 2, amenities: [], breakfast_included: false });
    expect(errors(CreateListingRequestSchema, { ...room, listing_type: 'boat' })).toEqual({ listing_type: LISTING_ERRORS.unknownType });
  });

  it('keeps the title and price equal to the meta_data fields they repeat', () => {
    expect(errors(CreateListingRequestSchema, { ...room, title: 'Another name', price: 17_000 })).toEqual({
      title: 'Title must be the same as meta_data.room_name.',
      price: 'Price must be the same as meta_data.price.',
    });
  });

  it("lets a supplier set no status but 'rejected', alone", () => {
    expect(v.parse(UpdateListingRequestSchema, { status: 'rejected' })).toEqual({ status: 'rejected' });
    expect(errors(UpdateListingRequestSchema, { status: 'approved' })).toEqual({ status: LISTING_ERRORS.statusOnly });
    expect(errors(UpdateListingRequestSchema, { ...room, status: 'approved' })).toEqual({ status: LISTING_ERRORS.statusOnly });
    expect(Object.values(errors(UpdateListingRequestSchema, { status: 'rejected', title: 'x' }))).toEqual([LISTING_ERRORS.deactivateOnly]);
    expect(v.parse(UpdateListingRequestSchema, room)).toMatchObject({ listing_type: 'hotel', price: 18_000 });
    expect(v.parse(PatchListingRequestSchema, { meta_data: { sleeps: 3 } })).toEqual({ meta_data: { sleeps: 3 } });
    expect(errors(PatchListingRequestSchema, { status: 'approved' })).toEqual({ status: LISTING_ERRORS.statusOnly });
  });

  it('starts every type from its defaults (spec section 9) and names what is still missing', () => {
    for (const type of LISTING_TYPES) {
      const result = v.safeParse(LISTING_META_SCHEMAS[type], LISTING_META_DEFAULTS[type]);
      expect(result.success).toBe(false);
      if (!result.success) expect(result.issues.every((issue) => !issue.message.startsWith('Invalid'))).toBe(true);
    }
    expect(LISTING_META_DEFAULTS.trek).toMatchObject({
      min_people: 4,
      duration: { value: 3, unit: 'days' },
      age_range: { min: 0, max: 11 },
    });
  });

  it("refuses a guide's full-day rate below the half-day rate, at the full-day rate", () => {
    const pricing = { half_day_rate: '9,000', full_day_rate: '8,000', max_group_size: 10, inclusions: [] };
    expect(errors(TOUR_GUIDE_GROUPS.pricing, pricing)).toEqual({ full_day_rate: TOUR_GUIDE_MESSAGES.rates });
  });
});

describe('what My Listings shows', () => {
  it("labels and colours the statuses as spec section 3 does, the team's refusal of a new listing as Rejected, others as they are in grey", () => {
    expect(LISTING_STATUS_DISPLAY).toEqual({
      approved: { label: 'Live', colour: 'green' },
      rejected: { label: 'Deactivated', colour: 'red' },
      pending_review: { label: 'Under Review', colour: 'yellow' },
      edit_pending_review: { label: 'Edit Under Review', colour: 'grey' },
      not_approved: { label: 'Rejected', colour: 'red' },
    });
    expect(listingStatusDisplay('archived')).toEqual({ label: 'archived', colour: 'grey' });
  });

  it("builds the short id from 'L', the first three and the last two characters", () => {
    expect(listingShortId('3f2a9c1e-0000-4000-8000-0000000000b7')).toBe('L3f2b7');
  });

  it('reads the group and the type', () => {
    expect([listingGroupLabel('group'), listingGroupLabel('private'), listingGroupLabel(null)]).toEqual(['Group', 'Private', 'N/A']);
    expect([listingTypeLabel('bike_rental'), listingTypeLabel('tour'), listingTypeLabel('boat_trip')]).toEqual([
      'Bike rental',
      'Tour',
      'Boat trip',
    ]);
  });

  it('lists the changes between two versions field by field', () => {
    const before = { title: 'Hunza', description: 'd', price: 100, meta_data: { photos: ['a'], highlights: ['x'], old: 1 } };
    const after = { title: 'Hunza', description: 'd', price: 120, meta_data: { highlights: ['x'], photos: ['a', 'b'], added: true } };
    expect(diffListingContent(before, after)).toEqual([
      { field: 'price', old: 100, new: 120 },
      { field: 'meta_data.photos', old: ['a'], new: ['a', 'b'] },
      { field: 'meta_data.added', old: null, new: true },
      { field: 'meta_data.old', old: 1, new: null },
    ]);
    expect(listingFieldLabel('meta_data.base_price')).toBe('Base price');
  });
});
