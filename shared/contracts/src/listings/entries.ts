import * as v from 'valibot';

import { ruleCheck } from '../rule-check';
import { choice, optionalText, wholeNumber } from './fields';
import { OptionalPriceSchema } from './price';
import { orSpecText, SPEC_TEXT } from './spec-text';

/**
 * The entries of the lists every wizard shares, one structured shape each (the original portal
 * encoded them as strings differently per wizard). Every field of an entry may be blank, so a
 * blank entry can be dropped; a half-filled entry names its missing field.
 */

/**
 * A rule about one field of an entry, reported on that field (so a form marks the right input).
 * It also runs when another field of the entry is invalid, so every mistake shows at once.
 */
const needs = <T extends Record<string, unknown>>(field: string, missing: (entry: T) => boolean, message: string) =>
  ruleCheck<T>([message], ({ dataset, addIssue }) => {
    const entry = dataset.value;
    if (typeof entry !== 'object' || entry === null || !missing(entry as T)) return;
    const value = (entry as T)[field];
    addIssue({ message, path: [{ type: 'object', origin: 'value', input: entry as Record<string, unknown>, key: field, value }] });
  });

export interface ItineraryLimits {
  time: number;
  title: number;
  overview: number;
}

/** One stop of an itinerary: when ('09:00', 'Day 2'), what, and a few words about it. */
export const itineraryEntry = (limits: ItineraryLimits) =>
  v.pipe(
    v.object(
      {
        time: optionalText('Itinerary time', limits.time),
        title: optionalText('Itinerary title', limits.title),
        overview: optionalText('Itinerary overview', limits.overview),
      },
      'Each itinerary entry must have a time, a title and an overview.',
    ),
    needs('title', (e) => e.title === '' && (e.time !== '' || e.overview !== ''), 'Itinerary title is required.'),
  );
export const isBlankItinerary = (e: { time: string; title: string; overview: string }) =>
  e.time === '' && e.title === '' && e.overview === '';

export interface FaqLimits {
  question: number;
  answer: number;
}

export const faqEntry = (limits: FaqLimits) =>
  v.pipe(
    v.object(
      {
        question: optionalText('FAQ question', limits.question),
        answer: optionalText('FAQ answer', limits.answer),
      },
      'Each FAQ must have a question and an answer.',
    ),
    needs('question', (e) => e.question === '' && e.answer !== '', 'FAQ question is required.'),
    needs('answer', (e) => e.answer === '' && e.question !== '', 'FAQ answer is required.'),
  );
export const isBlankFaq = (e: { question: string; answer: string }) => e.question === '' && e.answer === '';

/** The label a secondary price gets when none is typed (spec section 9). */
export const SECONDARY_PRICE_DEFAULT_LABEL = 'Group';

/** Another price of the same listing: a group size, a season, a week's rental. */
export const secondaryPriceEntry = v.pipe(
  v.object({ label: optionalText('Price label', 50), price: OptionalPriceSchema }, 'Each price must have a label and a price.'),
  needs('price', (e) => e.price === null && e.label !== '', 'Enter a price for this group.'),
  v.transform((e) => ({ label: e.label || SECONDARY_PRICE_DEFAULT_LABEL, price: e.price })),
);

/** A price for an age group ('Children under 12'), on the activity's pricing step. */
export const ageGroupEntry = v.pipe(
  v.object({ label: optionalText('Age group', 50), price: OptionalPriceSchema }, 'Each age group must have a name and a price.'),
  needs('label', (e) => e.label === '' && e.price !== null, 'Age group is required.'),
  needs('price', (e) => e.price === null && e.label !== '', 'Enter a price for this age group.'),
);

/** Entries whose price was left blank: only blank entries reach the drop with a null price. */
export const isBlankPriced = (e: { price: number | null }) => e.price === null;

export const ADD_ON_TYPES = ['person', 'booking'] as const;
export type AddOnType = (typeof ADD_ON_TYPES)[number];
/** How an add-on's type reads: per person or per booking (spec section 9). */
export const ADD_ON_TYPE_LABELS: Record<AddOnType, string> = { person: 'Per person', booking: 'Per booking' };
/** Bike and car add-ons are per person unless told otherwise (spec section 9). */
export const DEFAULT_ADD_ON_TYPE: AddOnType = 'person';

/** Something extra a customer can book with the listing. */
export const addOnEntry = v.pipe(
  v.object(
    {
      name: optionalText('Add-on name', 60),
      price: OptionalPriceSchema,
      type: v.optional(v.picklist(ADD_ON_TYPES, 'Choose per person or per booking.'), DEFAULT_ADD_ON_TYPE),
    },
    'Each add-on must have a name, a price and a type.',
  ),
  needs('name', (e) => e.name === '' && e.price !== null, 'Add-on name is required.'),
  needs('price', (e) => e.price === null && e.name !== '', 'Enter a price for this add-on.'),
);
export const isBlankAddOn = (e: { name: string; price: number | null }) => e.name === '' && e.price === null;

/** An age range in whole years, the youngest and the oldest who may join. */
export interface AgeLimits {
  /** The choices for the youngest age, inclusive. */
  min: readonly [number, number];
  /** The choices for the oldest age, inclusive. */
  max: readonly [number, number];
}

export const ageRange = (limits: AgeLimits) =>
  v.optional(
    orSpecText(
      v.pipe(
        v.object(
          {
            min: wholeNumber('Minimum age', ...limits.min),
            max: wholeNumber('Maximum age', ...limits.max),
          },
          'Choose an age range.',
        ),
        v.forward(
          v.partialCheck([['min'], ['max']], (range) => range.min <= range.max, 'Maximum age must be at least the minimum age.'),
          ['max'],
        ),
      ),
      SPEC_TEXT.ageRange,
    ),
    {},
  );

export const DURATION_UNITS = ['hours', 'days', 'weeks'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

/** How long it lasts: a count and a unit ('3 days'). */
export const duration = (units: readonly DurationUnit[], max: number) =>
  v.optional(
    orSpecText(
      v.object(
        {
          value: wholeNumber('Duration', 1, max),
          unit: choice(units, `Choose ${units.join(', ').replace(/, ([^,]*)$/, ' or $1')}.`),
        },
        'Enter a duration.',
      ),
      SPEC_TEXT.duration,
    ),
    {},
  );

/** '3 days', '1 hour': a duration as people read it. */
export const formatDuration = ({ value, unit }: { value: number; unit: string }) =>
  `${value} ${value === 1 ? unit.replace(/s$/, '') : unit}`;
