import { type ActivityKind, LISTING_TYPE_LABELS, type ListingType, MONTHS } from '@portal/contracts';

import { dashboardEn } from './dashboard.en';
import { dashboardText } from './dashboard-strings';

type Status = keyof typeof dashboardEn.status;

/** An activity kind in words ('listing.created' is the key listing_created). */
export const kindWords = (kind: ActivityKind): string =>
  dashboardText()(`kinds.${kind.replace('.', '_') as keyof typeof dashboardEn.kinds}`);

/** A booking's or a payout's status in words (the server's word where the portal has none). */
export const statusWords = (status: string): string =>
  status in dashboardEn.status ? dashboardText()(`status.${status as Status}`) : status;

/** A listing type's name in words ('Tour', 'Bike rental'). */
export const typeWords = (type: ListingType): string =>
  type in dashboardEn.types ? dashboardText()(`types.${type}`) : LISTING_TYPE_LABELS[type];

/** The twelve months as the charts show them, January first. */
export const monthWords = (): string[] =>
  MONTHS.map((month) => dashboardText()(`months.${month.toLowerCase() as keyof typeof dashboardEn.months}`));
