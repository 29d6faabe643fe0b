import type { ComponentType } from 'react';
import type * as v from 'valibot';

import type { ListingMetaInputOf, ListingMetaOf, ListingType, TITLE_META_FIELD } from '@portal/contracts';

/**
 * The values of a wizard's form for one listing type: its meta_data as the schema takes it (prices
 * as typed text too) and, for the types whose meta_data does not repeat it (a bike's name), the
 * listing's title. Over several types, the values of any of them.
 */
export type ListingFormValues<T extends ListingType = ListingType> = T extends ListingType
  ? ListingMetaInputOf<T> & ((typeof TITLE_META_FIELD)[T] extends null ? { title: string } : unknown)
  : never;

/** What a step's fields are given: the step's schema, from which they read their limits. */
export interface StepFieldsProps {
  schema: v.GenericSchema;
}

export interface ListingWizardStep {
  id: string;
  /** The step's name, word for word from the spec: 'Trek Media & Basics'. */
  title: string;
  /** The fields' schema: the contracts' group(s) of the step, the same the server applies to meta_data. */
  schema: v.GenericSchema;
  Fields: ComponentType<StepFieldsProps>;
  /**
   * What Next or submit says when this step is refused, in place of its first field's message
   * (the hotel room's 'Please fill all required fields and upload at least one photo.').
   */
  refusal?: string;
}

/** The screen after a successful submit. */
export interface SuccessText {
  heading: string;
  body: string;
}

/** The spec's messages of a wizard (spec/listings.md sections 5 and 8); each has a default. */
export interface WizardMessages {
  /** No token or user id (or supplier id, where needed) when submitting. */
  missingAuth: string;
  /** The listing of an edit route cannot be read. */
  loadFailed: string;
  /** An upload failed on the server or on the way. */
  uploadFailed: string;
  /** The server refused the listing without a message of its own. */
  submitFailed: string;
  /** The same for an update, when the wizard words it otherwise (the bike's 'Update failed'). */
  updateFailed?: string;
  /** The server could not be reached. */
  network: string;
  created: string;
  updated: string;
}

export interface ListingWizardDefinition<T extends ListingType = ListingType> {
  type: T;
  /** The listing as the page's heading names it: 'tour' gives 'New tour listing' and 'Edit tour listing'. */
  noun: string;
  steps: readonly ListingWizardStep[];
  /** The step list's last entry, the success screen ('Trek Submitted'), when the spec names it. */
  successStepTitle?: string;
  /** The last form step's button: 'Submit Listing' / 'Update Listing'. */
  labels: { submit: string; update: string };
  messages?: Partial<WizardMessages>;
  success: { create: SuccessText; update: SuccessText; button: 'Go to Home' | 'Go to Dashboard' };
  /** Back on the first step leaves the wizard for the dashboard (the activity wizard). */
  backToDashboard?: boolean;
  /** An edit route without a session says 'Please log in to edit listings.' and goes to /login. */
  editNeedsLogin?: boolean;
  /** A submit needs the supplier id too (trek and tour). */
  needsSupplier?: boolean;
  /** A refused submit lists each 'field: message' after the server's message (trek and tour). */
  listFieldErrors?: boolean;
  /** The update leaves partner_id out (bike and car). */
  omitPartnerOnUpdate?: boolean;
  /** PATCH rather than PUT for an update (hotel). */
  updateMethod?: 'put' | 'patch';
  /**
   * The listing's title and description from its meta_data, when they are not the meta_data's
   * title and overview (a bike's name, '{make} {year} for rent').
   */
  // Methods, not function properties: a wizard of one type stands in the registry for any type.
  describe?(meta: ListingMetaOf<T>): { title?: string; description: string };
  /** The price field of Pricing & Availability (rentals, hotel room): its label and currency sign. */
  price?: { label: string; currency?: string };
  /** What the listing's price is for, as the preview says it: 'per day' ('per person' unless told). */
  priceUnit?: string;
  /** Not suitable for, as choices rather than typed lines (the bike's five). */
  notSuitableFor?: readonly string[];
  /** Initial values beyond the contracts' defaults of the type (spec section 9). */
  initialValues?: Partial<ListingFormValues<T>>;
  /** Facts the preview lists under the title ('Duration', '3 days'), from the form's values. */
  facts?(values: ListingFormValues<T>): readonly { label: string; value: string }[];
}

const DEFAULT_MESSAGES: WizardMessages = {
  missingAuth: 'Missing authentication. Please log in again.',
  loadFailed: 'Failed to load listing data. Please try again.',
  uploadFailed: 'Failed to upload photos. Please try again.',
  submitFailed: 'Failed to save listing. Please try again.',
  network: 'Unable to connect to server. Please check your connection and try again.',
  created: 'Your listing has been submitted for review!',
  updated: 'Your listing has been updated successfully!',
};

/** A definition's messages, its own over the defaults. */
export const messagesOf = (definition: ListingWizardDefinition): WizardMessages => ({ ...DEFAULT_MESSAGES, ...definition.messages });

/** Declares a wizard, typed by its listing type: its describe and facts read that type's values. */
export const defineListingWizard = <T extends ListingType>(definition: ListingWizardDefinition<T>): ListingWizardDefinition<T> =>
  definition;

/** The registry's type: each listing type's wizard is a wizard of that type. */
export type ListingWizards = { [T in ListingType]?: ListingWizardDefinition<T> };
