import { IdParamsSchema } from '../common';
import { UpdateTelephoneRequestSchema } from '../phone';
import { USER_REFUSALS, UserSchema } from '../users';
import { defineEndpoint } from './define';

/** The profile's Telephone, apart from the other tables as its schema is (@portal/contracts/phone, libphonenumber). */
export const telephoneEndpoints = {
  updateTelephone: defineEndpoint({
    method: 'PUT',
    path: '/users/telephone/:id',
    tags: ['users'],
    access: 'user',
    permission: 'any member',
    params: IdParamsSchema,
    body: UpdateTelephoneRequestSchema,
    reply: UserSchema,
    summary: "Change the profile's Telephone: any valid number of its country ('+92 51 2874410' or E.164), stored in E.164; '' removes it",
    refusals: { userNotFound: USER_REFUSALS.userNotFound },
  }),
};
