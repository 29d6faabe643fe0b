import * as v from 'valibot';

import { ActivityEntrySchema, ActivityMemberSchema, ActivityQuerySchema } from '../activity';
import { defineEndpoint } from './define';

/** The activity log of the business (issue 37): read only; entries are written by the changes themselves. */
export const activityEndpoints = {
  listActivity: defineEndpoint({
    method: 'GET',
    path: '/team/activity',
    tags: ['team'],
    access: 'supplier',
    permission: 'activity.read',
    query: ActivityQuerySchema,
    reply: v.array(ActivityEntrySchema),
    paged: true,
    summary:
      'Who did what in the business, newest first, filtered by member, kind and Pakistan dates and paged (activity.read); the total in X-Total-Count. Entries cannot be changed',
  }),
  listActivityMembers: defineEndpoint({
    method: 'GET',
    path: '/team/activity/members',
    tags: ['team'],
    access: 'supplier',
    permission: 'activity.read',
    reply: v.array(ActivityMemberSchema),
    summary: 'The members who have entries in the activity log, by name, for its member filter (activity.read)',
  }),
};
