import * as v from 'valibot';

import {
  type CreateListingRequest,
  type Listing,
  LISTING_META_DEFAULTS,
  LISTING_META_SCHEMAS,
  type ListingMetaOf,
  type ListingType,
  PRICE_META_FIELD,
  SECONDARY_PRICE_DEFAULT_LABEL,
  TITLE_META_FIELD,
} from '@portal/contracts';
import { type FieldMessage, priceText } from '@portal/forms';

import type { ListingFormValues, ListingWizardDefinition } from './wizard-definition';

export type FormValues = Record<string, unknown>;

/** A field of the wizards' values, as the listing types that have it type it. */
type FieldOf<K extends string> = ListingFormValues extends infer V ? (V extends { [F in K]?: infer T } ? T : never) : never;

/** One row of a list field of the wizards' values. */
type RowOf<K extends string> = NonNullable<FieldOf<K>> extends readonly (infer R)[] ? R : never;

type ListField =
  | 'highlights'
  | 'places_covered'
  | 'cities_covered'
  | 'inclusions'
  | 'exclusions'
  | 'important_info'
  | 'not_suitable_for'
  | 'itinerary'
  | 'faqs'
  | 'secondary_prices'
  | 'add_ons'
  | 'age_groups';

/** A new row of each list a form shows with one row to fill in, typed as the list's rows; blank rows are dropped on submit. */
const BLANK_ROWS: { [K in ListField]: RowOf<K> } = {
  highlights: '',
  places_covered: '',
  cities_covered: '',
  inclusions: '',
  exclusions: '',
  important_info: '',
  not_suitable_for: '',
  itinerary: { time: '', title: '', overview: '' },
  faqs: { question: '', answer: '' },
  secondary_prices: { label: '', price: '' },
  add_ons: { name: '', price: '', type: 'person' },
  age_groups: { label: '', price: '' },
};

export const blankRowOf = <K extends ListField>(field: K): RowOf<K> => BLANK_ROWS[field];

const metaSchemaOf = (type: ListingType) => LISTING_META_SCHEMAS[type] as v.GenericSchema & { entries: v.ObjectEntries };

/** Lists a wizard shows as checkboxes (a bike's 'not suitable for'): no blank row, which is no choice. */
const checkboxListsOf = (definition: ListingWizardDefinition): string[] => (definition.notSuitableFor ? ['not_suitable_for'] : []);

/** Lists with no row get one blank row to fill in. */
function withRows(values: FormValues, checkboxLists: string[]): FormValues {
  // A list the API may leave out (a tour's places covered) has no default: it starts empty too.
  const isEmpty = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 0);
  const rows = Object.entries(BLANK_ROWS).filter(([field]) => !checkboxLists.includes(field) && field in values && isEmpty(values[field]));
  return { ...values, ...Object.fromEntries(rows.map(([field, row]) => [field, [row]])) };
}

/**
 * The listing's own title, as a field of the form, for the types whose meta_data does not repeat
 * it (a bike's name): the form holds it beside meta_data's fields, and it is sent as the title.
 */
export const LISTING_TITLE_FIELD = 'title';
const ownsTitle = (type: ListingType) => TITLE_META_FIELD[type] === null;

/** Every field of the type blank (as the schema fills a field left out), lists with one row. */
function blankValues(definition: ListingWizardDefinition): FormValues {
  const title = ownsTitle(definition.type) ? { [LISTING_TITLE_FIELD]: '' } : {};
  return withRows({ ...(v.getDefaults(metaSchemaOf(definition.type)) as unknown as FormValues), ...title }, checkboxListsOf(definition));
}

/** A new listing's form: blank, with the spec's defaults of the type (section 9) and the wizard's own. */
export function initialValues(definition: ListingWizardDefinition): FormValues {
  return { ...blankValues(definition), ...LISTING_META_DEFAULTS[definition.type], ...definition.initialValues };
}

const PRICE_FIELDS = ['base_price', 'price', 'half_day_rate', 'full_day_rate'];
const PRICED_LISTS = ['secondary_prices', 'add_ons', 'age_groups'];

/** Prices as their fields show them ('45,000'), so leaving a price field unchanged changes nothing. */
function pricesAsText(meta: FormValues): FormValues {
  const prices = PRICE_FIELDS.filter((field) => typeof meta[field] === 'number').map((field): [string, unknown] => [
    field,
    priceText(meta[field]),
  ]);
  const lists = PRICED_LISTS.filter((field) => Array.isArray(meta[field])).map((field): [string, unknown] => [
    field,
    (meta[field] as FormValues[]).map((entry) => ({ ...entry, price: entry.price === null ? '' : priceText(entry.price) })),
  ]);
  return { ...meta, ...Object.fromEntries([...prices, ...lists]) };
}

/** An edit form: the listing's latest version; fields it lacks blank, empty lists with one row. */
export function formValuesOf(listing: Listing, definition: ListingWizardDefinition): FormValues {
  const title = ownsTitle(listing.listing_type) ? { [LISTING_TITLE_FIELD]: listing.title } : {};
  const values = { ...blankValues(definition), ...pricesAsText(listing.meta_data as FormValues), ...title };
  return withRows(values, checkboxListsOf(definition));
}

/** What a request holds beside its type and meta_data. */
interface ListingContent {
  partner_id?: string;
  title: string;
  description: string;
  price: number | undefined;
}

/** The request of one listing type, from that type's meta_data: the type and its meta_data agree. */
const requestOfType =
  <T extends ListingType>(listing_type: T) =>
  (meta_data: ListingMetaOf<T>, content: ListingContent) => ({ listing_type, ...content, meta_data });

const REQUESTS: { [T in ListingType]: (meta: ListingMetaOf<T>, content: ListingContent) => CreateListingRequest } = {
  tour: requestOfType('tour'),
  trek: requestOfType('trek'),
  activity: requestOfType('activity'),
  experience: requestOfType('experience'),
  bike_rental: requestOfType('bike_rental'),
  car_rental: requestOfType('car_rental'),
  hotel: requestOfType('hotel'),
  tour_guide: requestOfType('tour_guide'),
};

const listingRequest = <T extends ListingType>(type: T, meta: ListingMetaOf<T>, content: ListingContent) => REQUESTS[type](meta, content);

/**
 * The request of a submit: meta_data parsed by the type's schema (blank entries dropped, prices
 * read as numbers; the form's own title field is not part of it), with the title and price, and
 * the description.
 */
export function requestOf(definition: ListingWizardDefinition, values: FormValues, partnerId: string | null): CreateListingRequest {
  const meta = v.parse(LISTING_META_SCHEMAS[definition.type], values);
  const described = definition.describe?.(meta);
  const fields: Record<string, unknown> = meta;
  const titleField = TITLE_META_FIELD[definition.type];
  const own = values[LISTING_TITLE_FIELD];
  const saved = titleField ? fields[titleField] : typeof own === 'string' ? own.trim() : '';
  const title = described?.title ?? (typeof saved === 'string' ? saved : '');
  const price = fields[PRICE_META_FIELD[definition.type]];
  const content = {
    ...(partnerId ? { partner_id: partnerId } : {}),
    title,
    description: described?.description ?? (typeof fields.overview === 'string' ? fields.overview : ''),
    price: typeof price === 'number' ? price : undefined,
  };
  return listingRequest(definition.type, meta, content);
}

/**
 * Where a server's field error belongs in the form: meta_data's own fields by their path, the
 * title and price on the meta_data fields they repeat, the description on the overview.
 */
function formFieldOf(type: ListingType, field: string): string | null {
  if (field.startsWith('meta_data.')) return field.slice('meta_data.'.length);
  if (field === 'title') return TITLE_META_FIELD[type] ?? LISTING_TITLE_FIELD;
  if (field === 'price') return PRICE_META_FIELD[type];
  if (field === 'description') return 'overview';
  return null;
}

/** The server's field errors, as errors of the form's fields (those of no field are left out). */
export const formErrorsOf = (type: ListingType, errors: readonly FieldMessage[]): FieldMessage[] =>
  errors.flatMap((error) => {
    const field = formFieldOf(type, error.field);
    return field ? [{ field, message: error.message }] : [];
  });

/** A secondary price's label as it will be saved: 'Group' when none is typed (spec section 9). */
export const secondaryPriceLabel = (label: unknown) =>
  typeof label === 'string' && label.trim() ? label.trim() : SECONDARY_PRICE_DEFAULT_LABEL;
