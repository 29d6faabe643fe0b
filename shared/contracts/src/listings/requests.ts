import * as v from 'valibot';

import { IdSchema } from '../common';
import { invalidFields, RECHECKED_FIELDS_REFUSAL } from '../endpoints/define';
import type { ListingType } from '../listing-types';
import { ruleCheck } from '../rule-check';
import { optionalText, requiredText } from './fields';
import { LISTING_META_SCHEMAS, PRICE_META_FIELD, TITLE_META_FIELD } from './meta';
import { PriceSchema } from './price';

export const LISTING_TITLE_MAX_LENGTH = 100;
export const LISTING_DESCRIPTION_MAX_LENGTH = 2000;

/**
 * A listing's title: what the server requires, under the name a form gives it ('Bike name'), for
 * the types whose meta_data does not repeat it (bike, car, tour guide).
 */
export const listingTitleSchema = (label = 'Title') => requiredText(label, LISTING_TITLE_MAX_LENGTH);

/** Messages of the listing routes that a screen may show or a test may look for. */
export const LISTING_ERRORS = {
  unknownType: 'Unknown listing type.',
  statusOnly: "A supplier can only deactivate a listing (status 'rejected'); the marketplace team sets every other status.",
  deactivateOnly: 'To deactivate a listing send only {"status": "rejected"}.',
  otherPartner: 'You can only create and change listings of your own supplier account.',
  typeChange: 'The listing type cannot be changed. Create a new listing instead.',
  notFound: 'Listing not found',
  hasUpcomingBookings:
    'This listing has upcoming bookings and cannot be deleted. Deactivate it instead: new bookings stop and current ones can still be fulfilled.',
  notAnUpload: 'This file was not uploaded to the portal. Please upload it again.',
  notAnImage: 'Only image files can be listing photos.',
} as const;

/**
 * The listing handlers' refusals beyond their schemas (they need the signed-in supplier, the stored
 * listing or its bookings), declared for the handler and the OpenAPI document alike.
 */
export const LISTING_REFUSALS = {
  otherPartner: { status: 403, message: LISTING_ERRORS.otherPartner },
  typeChange: invalidFields({ field: 'listing_type', message: LISTING_ERRORS.typeChange }),
  hasUpcomingBookings: { status: 409, message: LISTING_ERRORS.hasUpcomingBookings },
  notFound: { status: 404, message: LISTING_ERRORS.notFound },
  /** Each photo must be an image its supplier uploaded to this portal. */
  notAPhoto: invalidFields(
    { field: 'meta_data.photos.{index}', message: LISTING_ERRORS.notAnUpload },
    { field: 'meta_data.photos.{index}', message: LISTING_ERRORS.notAnImage },
  ),
  /** The sent fields over the latest version, checked whole as a PUT: the create schema's messages. */
  patchedInvalid: RECHECKED_FIELDS_REFUSAL,
  editedByOther: { status: 403, message: 'edited_by must be the signed-in user.' },
} as const;

/** The fields of a listing as saved, for one type, with meta_data validated for that type. */
function contentEntries<T extends ListingType>(type: T) {
  return {
    title: listingTitleSchema(),
    description: optionalText('Description', LISTING_DESCRIPTION_MAX_LENGTH),
    price: PriceSchema,
    meta_data: v.optional(LISTING_META_SCHEMAS[type], {}),
  };
}

/** The body of POST listings (and PUT listings/{id}) for one listing type. */
function listingRequest<T extends ListingType>(type: T) {
  return v.object({
    listing_type: v.literal(type),
    /** The supplier the listing belongs to: optional, and when given it must be the signed-in supplier. */
    partner_id: v.optional(IdSchema),
    /** Only deactivation sets a status, with a body of its own. */
    status: v.optional(v.undefined(LISTING_ERRORS.statusOnly)),
    ...contentEntries(type),
  });
}

const ListingContentRequestSchema = v.variant(
  'listing_type',
  [
    listingRequest('tour'),
    listingRequest('trek'),
    listingRequest('activity'),
    listingRequest('experience'),
    listingRequest('bike_rental'),
    listingRequest('car_rental'),
    listingRequest('hotel'),
    listingRequest('tour_guide'),
  ],
  LISTING_ERRORS.unknownType,
);

type ContentOutput = v.InferOutput<typeof ListingContentRequestSchema>;

/**
 * The listing's title and price repeat fields of its meta_data (spec section 3); the two must
 * agree, so the table, the search and the sorts read what the details say.
 */
const META_AGREEMENT_RULES = ['Title must be the same as meta_data.{field}.', 'Price must be the same as meta_data.{field}.'];
const agreesWithMeta = <T extends ContentOutput | { status: 'rejected' }>() =>
  ruleCheck<T>(META_AGREEMENT_RULES, ({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const listing: ContentOutput | { status: 'rejected' } = dataset.value;
    if (!('listing_type' in listing)) return;
    const meta: Record<string, unknown> = listing.meta_data;
    const at = (key: 'title' | 'price') =>
      [{ type: 'object' as const, origin: 'value' as const, input: listing, key, value: listing[key] }] as const;
    const titleField = TITLE_META_FIELD[listing.listing_type];
    const priceField = PRICE_META_FIELD[listing.listing_type];
    if (titleField && meta[titleField] !== listing.title)
      addIssue({ message: `Title must be the same as meta_data.${titleField}.`, path: [...at('title')] });
    if (meta[priceField] !== listing.price)
      addIssue({ message: `Price must be the same as meta_data.${priceField}.`, path: [...at('price')] });
  });

/**
 * The meta_data field the price repeats takes the listing's price when a request leaves it out:
 * the spec's client sends a tour's price only once. (Only a type whose schema lets the field be
 * left out gets here without it.)
 */
const priceIntoMeta = <T extends ContentOutput | { status: 'rejected' }>() =>
  v.transform<T, T>((listing) => {
    if (!('listing_type' in listing)) return listing;
    const field = PRICE_META_FIELD[listing.listing_type];
    const meta: Record<string, unknown> = listing.meta_data;
    return meta[field] === undefined ? { ...listing, meta_data: { ...meta, [field]: listing.price } } : listing;
  });

/**
 * POST listings: listing_type, title, description, price and the type's meta_data (partner_id
 * optional). A new listing is under review (pending_review) until the team approves it.
 */
export const CreateListingRequestSchema = v.pipe(ListingContentRequestSchema, priceIntoMeta(), agreesWithMeta());
export type CreateListingRequest = v.InferInput<typeof CreateListingRequestSchema>;
export type ListingContentRequest = v.InferOutput<typeof CreateListingRequestSchema>;

/** PUT listings/{id} with {status: 'rejected'}: the supplier deactivates the listing (spec section 4). */
export const DeactivateListingRequestSchema = v.strictObject(
  { status: v.literal('rejected', LISTING_ERRORS.statusOnly) },
  LISTING_ERRORS.deactivateOnly,
);
export type DeactivateListingRequest = v.InferInput<typeof DeactivateListingRequestSchema>;

/** PUT listings/{id}: the whole listing again (as POST), or a deactivation. */
export const UpdateListingRequestSchema = v.pipe(
  v.variant('status', [DeactivateListingRequestSchema, ListingContentRequestSchema], LISTING_ERRORS.statusOnly),
  priceIntoMeta(),
  agreesWithMeta(),
);
export type UpdateListingRequest = v.InferInput<typeof UpdateListingRequestSchema>;

/**
 * PATCH listings/{id}: any of title, description, price and meta_data keys; what is sent replaces
 * those fields of the latest version and the result is validated whole, as a PUT would be. When
 * meta_data changes the field the title or price repeats, they follow it unless also sent.
 */
export const PatchListingRequestSchema = v.variant(
  'status',
  [
    DeactivateListingRequestSchema,
    v.object({
      status: v.optional(v.undefined(LISTING_ERRORS.statusOnly)),
      listing_type: v.optional(v.string()),
      partner_id: v.optional(IdSchema),
      title: v.optional(v.string('Title must be text.')),
      description: v.optional(v.string('Description must be text.')),
      price: v.optional(v.union([v.number(), v.string()], 'Price must be a number.')),
      meta_data: v.optional(v.record(v.string(), v.unknown(), 'meta_data must be an object.')),
    }),
  ],
  LISTING_ERRORS.statusOnly,
);
export type PatchListingRequest = v.InferInput<typeof PatchListingRequestSchema>;
