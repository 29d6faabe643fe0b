import { ACTIVITY_GROUPS, EXPERIENCE_GROUPS, MAX_LISTING_PHOTOS, TREK_GROUPS } from '@portal/contracts';

import { maxItemsOf, maxLengthOf } from './schema-limits';

describe('maxLengthOf', () => {
  it('reads the limits of spec section 5 from the step schemas the server applies', () => {
    expect(maxLengthOf(ACTIVITY_GROUPS.titleOverview, 'title')).toBe(100);
    expect(maxLengthOf(ACTIVITY_GROUPS.titleOverview, 'overview')).toBe(500);
    expect(maxLengthOf(EXPERIENCE_GROUPS.titleOverview, 'overview')).toBe(600);
    expect(maxLengthOf(TREK_GROUPS.itinerary, 'itinerary.time')).toBe(20);
    expect(maxLengthOf(TREK_GROUPS.itinerary, 'itinerary.title')).toBe(70);
    expect(maxLengthOf(TREK_GROUPS.itinerary, 'itinerary.overview')).toBe(400);
    expect(maxLengthOf(TREK_GROUPS.faqs, 'faqs.question')).toBe(50);
    expect(maxLengthOf(TREK_GROUPS.faqs, 'faqs.answer')).toBe(200);
    expect(maxLengthOf(ACTIVITY_GROUPS.faqs, 'faqs.answer')).toBe(300);
    expect(maxLengthOf(TREK_GROUPS.highlights, 'highlights')).toBe(90);
    expect(maxLengthOf(TREK_GROUPS.inclusions, 'exclusions')).toBe(50);
    expect(maxLengthOf(TREK_GROUPS.importantInfo, 'not_suitable_for')).toBe(100);
    expect(maxLengthOf(TREK_GROUPS.faqs, 'nothing')).toBeUndefined();
  });

  it('reads how many entries a list takes', () => {
    expect(maxItemsOf(TREK_GROUPS.media, 'photos')).toBe(MAX_LISTING_PHOTOS);
    expect(maxItemsOf(TREK_GROUPS.highlights, 'highlights')).toBe(12);
  });
});
