import { mutationOptions, queryOptions } from '@tanstack/react-query';

import { sessionEndpoints } from '@portal/contracts';

import { call } from './client';

/** The signed-in person's live sessions; `current` marks this browser's. */
export const listSessions = () => call(sessionEndpoints.listSessions, {});
/** Signs one session out: its token stops working at once. */
export const endSession = (sessionId: string) => call(sessionEndpoints.endSession, { params: { id: sessionId } });
/** Sign out everywhere: every session of the person, this one included. */
export const endAllSessions = () => call(sessionEndpoints.endAllSessions, {});
/** Log Out on the server: this session's token stops working at once. */
export const logout = () => call(sessionEndpoints.logout, {});

export const sessionQueries = {
  all: ['sessions'] as const,
  list: () => queryOptions({ queryKey: [...sessionQueries.all, 'list'], queryFn: listSessions }),
};

export const sessionMutations = {
  end: () => mutationOptions({ mutationFn: endSession, meta: { invalidates: [sessionQueries.all] } }),
  endAll: () => mutationOptions({ mutationFn: endAllSessions }),
};
