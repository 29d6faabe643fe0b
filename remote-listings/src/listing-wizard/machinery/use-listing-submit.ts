import { useMutation } from '@tanstack/react-query';

import { ApiError, listingMutations } from '@portal/api';
import type { Listing } from '@portal/contracts';
import type { WizardHelpers } from '@portal/forms';
import { getSession } from '@portal/session';
import { toast } from '@portal/ui';

import { wizardText } from '../../strings/wizard-strings';
import { formErrorsOf, type FormValues, requestOf } from './listing-values';
import type { ListingWizardDefinition, WizardMessages } from './wizard-definition';

interface SubmitOptions {
  definition: ListingWizardDefinition;
  messages: WizardMessages;
  /** The listing an edit updates; null creates one. */
  listingId: string | null;
  onSaved: (listing: Listing) => void;
}

/** What a refused submit says: the server's message, and for trek and tour each 'field: message' after it. */
function refusalText(error: ApiError, definition: ListingWizardDefinition, fallback: string): string {
  const message = error.message || fallback;
  if (!definition.listFieldErrors || error.errors.length === 0) return message;
  return [message, ...error.errors.map((e) => `${e.field}: ${e.message}`)].join(' ');
}

/**
 * The last step's submit: checks the session (spec section 5), then creates the listing (POST)
 * or updates it (PUT, or PATCH for the hotel). The server's field errors go back to their fields.
 */
export function useListingSubmit({ definition, messages, listingId, onSaved }: SubmitOptions) {
  const create = useMutation(listingMutations.create());
  const update = useMutation(listingMutations.update());
  const patch = useMutation(listingMutations.patch());

  function save(values: FormValues): Promise<Listing> {
    const { supplierId } = getSession();
    if (listingId === null) return create.mutateAsync(requestOf(definition, values, supplierId));
    const request = requestOf(definition, values, definition.omitPartnerOnUpdate ? null : supplierId);
    return definition.updateMethod === 'patch' ? patch.mutateAsync({ listingId, request }) : update.mutateAsync({ listingId, request });
  }

  const { say } = wizardText();
  return async function submit(values: FormValues, { discardDraft, showErrors }: WizardHelpers): Promise<void> {
    const session = getSession();
    if (!session.token || !session.userId || (definition.needsSupplier && !session.supplierId)) {
      toast.error(say(messages.missingAuth));
      return;
    }
    const failed = listingId !== null && messages.updateFailed ? messages.updateFailed : messages.submitFailed;
    try {
      const listing = await save(values);
      discardDraft();
      toast.success(say(listingId === null ? messages.created : messages.updated));
      onSaved(listing);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        console.error('A listing could not be saved', error);
        toast.error(say(failed));
        return;
      }
      if (error.status === 0) {
        toast.error(say(messages.network));
        return;
      }
      showErrors(formErrorsOf(definition.type, error.errors));
      toast.error(refusalText(error, definition, say(failed)));
    }
  };
}
