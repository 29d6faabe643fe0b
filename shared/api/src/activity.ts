import { queryOptions } from '@tanstack/react-query';

import { activityEndpoints, type ActivityQuery } from '@portal/contracts';

import { call, callPage } from './client';
import { queryRoots } from './query-keys';

/** GET /team/activity: one page of the business's log, newest first, and the total. */
export const listActivity = (query: ActivityQuery) => callPage(activityEndpoints.listActivity, { query });
/** The members who have entries, for the log's member filter. */
export const listActivityMembers = () => call(activityEndpoints.listActivityMembers, {});

export const activityQueries = {
  all: queryRoots.activity,
  list: (query: ActivityQuery) => queryOptions({ queryKey: [...activityQueries.all, 'list', query], queryFn: () => listActivity(query) }),
  members: () => queryOptions({ queryKey: [...activityQueries.all, 'members'], queryFn: listActivityMembers }),
};
