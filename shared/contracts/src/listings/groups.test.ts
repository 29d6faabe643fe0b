import * as v from 'valibot';

import { ACTIVITY_GROUPS } from './activity';
import { EXPERIENCE_GROUPS } from './experience';
import { HOTEL_GROUPS, HOTEL_MESSAGES } from './hotel';
import { TOUR_GROUPS } from './tour';
import { TREK_DEFAULTS, TREK_GROUPS } from './trek';

/** The field errors of a parse, by dotted path. */
const errors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
};

describe('the field groups a wizard step validates with', () => {
  it('applies the FAQ limits of each type: trek 50/200, the others 100/300', () => {
    const faq = (question: number, answer: number) => ({ faqs: [{ question: 'q'.repeat(question), answer: 'a'.repeat(answer) }] });
    expect(errors(TREK_GROUPS.faqs, faq(51, 201))).toEqual({
      'faqs.0.question': 'FAQ question must be at most 50 characters.',
      'faqs.0.answer': 'FAQ answer must be at most 200 characters.',
    });
    expect(errors(TREK_GROUPS.faqs, faq(50, 200))).toEqual({});
    expect(errors(TOUR_GROUPS.faqs, faq(100, 300))).toEqual({});
    expect(errors(ACTIVITY_GROUPS.faqs, faq(101, 301))).toEqual({
      'faqs.0.question': 'FAQ question must be at most 100 characters.',
      'faqs.0.answer': 'FAQ answer must be at most 300 characters.',
    });
  });

  it('takes a choice left blank (a select with nothing chosen) as none, and refuses one not listed', () => {
    expect(
      v.parse(TREK_GROUPS.basics, {
        theme: '',
        difficulty_level: '',
        type: '',
        starts_in: 'Gilgit',
        available_slots: 5,
        languages: ['Urdu'],
        ...TREK_DEFAULTS,
      }),
    ).toMatchObject({ theme: '', difficulty_level: '', type: '' });
    expect(
      errors(TREK_GROUPS.basics, { theme: 'Beach', starts_in: 'Gilgit', available_slots: 5, languages: ['Urdu'], ...TREK_DEFAULTS }),
    ).toEqual({ theme: 'Choose a theme.' });
  });

  it('gives the experience a 600-character overview and the others 500', () => {
    const text = { title: 'A title', overview: 'o'.repeat(600) };
    expect(errors(EXPERIENCE_GROUPS.titleOverview, text)).toEqual({});
    expect(errors(ACTIVITY_GROUPS.titleOverview, text)).toEqual({ overview: 'Overview must be at most 500 characters.' });
    expect(errors(ACTIVITY_GROUPS.titleOverview, { title: ' ', overview: 'x' })).toEqual({ title: 'Title is required.' });
  });

  it('limits itinerary entries (time 20, title 70, overview 400) and drops blank ones', () => {
    const long = { time: 't'.repeat(21), title: 'x'.repeat(71), overview: 'o'.repeat(401) };
    expect(errors(TREK_GROUPS.itinerary, { itinerary: [long] })).toEqual({
      'itinerary.0.time': 'Itinerary time must be at most 20 characters.',
      'itinerary.0.title': 'Itinerary title must be at most 70 characters.',
      'itinerary.0.overview': 'Itinerary overview must be at most 400 characters.',
    });
    const blank = { time: '', title: '', overview: '' };
    const day = { time: 'Day 1', title: ' Skardu ', overview: 'Arrive.' };
    expect(v.parse(TREK_GROUPS.itinerary, { itinerary: [blank, day, blank] })).toEqual({
      itinerary: [{ time: 'Day 1', title: 'Skardu', overview: 'Arrive.' }],
    });
    expect(errors(TREK_GROUPS.itinerary, { itinerary: [blank, { ...day, title: '' }] })).toEqual({
      'itinerary.1.title': 'Itinerary title is required.',
    });
  });

  it('keeps at least one itinerary entry and one FAQ on an activity (spec section 5)', () => {
    expect(errors(ACTIVITY_GROUPS.itinerary, { itinerary: [{ time: '', title: '', overview: '' }] })).toEqual({
      itinerary: 'Add at least one itinerary entry.',
    });
    expect(errors(ACTIVITY_GROUPS.faqs, { faqs: [] })).toEqual({ faqs: 'Add at least one FAQ.' });
    expect(errors(TREK_GROUPS.faqs, { faqs: [] })).toEqual({});
  });

  it('names the missing half of a half-filled FAQ', () => {
    expect(
      errors(TOUR_GROUPS.faqs, {
        faqs: [
          { question: 'Is lunch included?', answer: '' },
          { question: '', answer: 'Yes.' },
        ],
      }),
    ).toEqual({
      'faqs.0.answer': 'FAQ answer is required.',
      'faqs.1.question': 'FAQ question is required.',
    });
  });

  it('limits highlights to 90 characters and inclusions to 50, and drops empty entries', () => {
    expect(errors(TREK_GROUPS.highlights, { select_trek: 'Fairy Meadows', highlights: ['h'.repeat(91)] })).toEqual({
      'highlights.0': 'Each highlight must be at most 90 characters.',
    });
    expect(errors(TREK_GROUPS.inclusions, { inclusions: ['i'.repeat(51)], exclusions: [] })).toEqual({
      'inclusions.0': 'Each inclusion must be at most 50 characters.',
    });
    expect(v.parse(TREK_GROUPS.inclusions, { inclusions: ['', ' Meals ', '  '], exclusions: [''] })).toEqual({
      inclusions: ['Meals'],
      exclusions: [],
    });
    expect(v.parse(EXPERIENCE_GROUPS.highlights, { highlights: ['', '', ''] })).toEqual({ highlights: [] });
  });

  it('reads the prices of pricing entries, labels a secondary price Group by default and drops blank add-ons', () => {
    const pricing = v.parse(TREK_GROUPS.pricing, {
      base_price: '45,000',
      secondary_prices: [
        { label: '', price: '50,000' },
        { label: '', price: '' },
      ],
      add_ons: [
        { name: 'Porter', price: '4,500', type: 'person' },
        { name: '', price: '' },
      ],
    });
    expect(pricing).toEqual({
      base_price: 45_000,
      secondary_prices: [{ label: 'Group', price: 50_000 }],
      add_ons: [{ name: 'Porter', price: 4500, type: 'person' }],
    });
    expect(
      errors(TREK_GROUPS.pricing, {
        base_price: 1,
        add_ons: [
          { name: 'Jeep', price: '' },
          { name: '', price: 100, type: 'bus' },
        ],
      }),
    ).toEqual({
      'add_ons.0.price': 'Enter a price for this add-on.',
      'add_ons.1.name': 'Add-on name is required.',
      'add_ons.1.type': 'Choose per person or per booking.',
    });
  });

  it("says the hotel's step-0 message when the room has no photo", () => {
    expect(
      errors(HOTEL_GROUPS.about, {
        room_name: 'Suite',
        room_number: '1',
        room_size: '30 m²',
        sleeps: 3,
        beds: 1,
        bed_types: ['King'],
        photos: [],
      }),
    ).toEqual({ photos: HOTEL_MESSAGES.aboutRoom });
    expect(errors(HOTEL_GROUPS.pricing, {})).toEqual({ price: HOTEL_MESSAGES.price });
  });
});
