import * as v from 'valibot';

import { IdParamsSchema, MessageReplySchema } from '../common';
import { SESSION_NOT_FOUND_REFUSAL, SessionSchema } from '../sessions';
import { defineEndpoint } from './define';

const tags = ['sessions'];

/** The signed-in person's own sessions: each is a row on the server that every request checks. */
export const sessionEndpoints = {
  listSessions: defineEndpoint({
    method: 'GET',
    path: '/sessions',
    tags,
    access: 'user',
    permission: 'any member',
    reply: v.array(SessionSchema),
    summary: "The signed-in person's live sessions, most recently used first; `current` marks the one asking",
  }),
  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/sessions/:id',
    tags,
    access: 'user',
    permission: 'any member',
    params: IdParamsSchema,
    reply: MessageReplySchema,
    summary: "Sign out one of the person's own sessions: its token stops working at once (404 for another person's or an ended one)",
    refusals: { notFound: SESSION_NOT_FOUND_REFUSAL },
  }),
  endAllSessions: defineEndpoint({
    method: 'DELETE',
    path: '/sessions',
    tags,
    access: 'user',
    permission: 'any member',
    reply: MessageReplySchema,
    summary: 'Sign out everywhere: ends every session of the person, this one included; every token of theirs stops working at once',
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/users/logout',
    tags,
    access: 'user',
    permission: 'any member',
    reply: MessageReplySchema,
    summary: "Log Out: ends the session of the request's token on the server, so the token stops working at once",
  }),
};
