// The profile's telephone apart from the other user calls: its contract checks numbers with
// libphonenumber's metadata (about 25 KB Brotli), which a screen that only reads or verifies the
// user (the dashboard's e-mail verification) must not download with `userMutations`.
import { mutationOptions } from '@tanstack/react-query';

import { telephoneEndpoints } from '@portal/contracts/endpoints/telephone';
import type { UpdateTelephoneRequest } from '@portal/contracts/phone';

import { call } from './client';
import { storeUser } from './users';

/** The profile's Telephone (any valid number, '' to remove it); answers the saved user. */
export const updateTelephone = (userId: string, body: UpdateTelephoneRequest) =>
  call(telephoneEndpoints.updateTelephone, { params: { id: userId }, body });

export const telephoneMutations = {
  updateTelephone: () =>
    mutationOptions({
      mutationFn: ({ userId, request }: { userId: string; request: UpdateTelephoneRequest }) => updateTelephone(userId, request),
      onSuccess: storeUser,
    }),
};
