import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';

import { ApiError, availabilityMutations } from '@portal/api';
import { type AvailabilityExceptionInput, AvailabilityExceptionRequestSchema } from '@portal/contracts';
import { toast } from '@portal/ui';

import { listingsText } from '../strings/listings-strings';

/**
 * Sends one change of dates (close, capacity, reopen), checked first with the server's schema.
 * A refusal (a 409 below what is booked, a 400) is kept as `error` with the server's own words for
 * the panel to show beside the fields; the calendar refreshes itself (the mutation invalidates it).
 */
export function useAvailabilityChange(listingId: string) {
  const mutation = useMutation(availabilityMutations.addException());
  const [error, setError] = useState<string | null>(null);

  function send(change: AvailabilityExceptionInput, done: string, onDone?: () => void) {
    const request = v.safeParse(AvailabilityExceptionRequestSchema, change);
    if (!request.success) {
      setError(request.issues[0].message);
      return;
    }
    setError(null);
    mutation.mutate(
      { listingId, change: request.output },
      {
        onSuccess: () => {
          toast.success(done);
          onDone?.();
        },
        onError: (failure) =>
          setError(failure instanceof ApiError && failure.message ? failure.message : listingsText()('selection.saveFailed')),
      },
    );
  }

  return { send, error, pending: mutation.isPending, clearError: () => setError(null) };
}
