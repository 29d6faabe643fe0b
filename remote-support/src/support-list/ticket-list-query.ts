import type { TicketSort, TicketStatus } from '@portal/contracts';

import { supportText } from '../strings/support-strings';

/** The tabs' words, in the spec's words in English. */
export const tabLabelOf = (tab: TicketStatus): string => supportText()(tab === 'open' ? 'list.tabOpen' : 'list.tabClosed');

/** The Sort by choices' words, in the spec's order and words. */
export const sortLabelOf = (sort: TicketSort): string => supportText()(sort === 'newest' ? 'list.newest' : 'list.oldest');
