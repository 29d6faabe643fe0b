import { listingTypeLabel } from '@portal/contracts';

import { payoutsEn } from './payouts.en';
import { payoutsText } from './payouts-strings';

type Type = keyof typeof payoutsEn.types;

/** A listing type's name in words (a type the portal has no word for by its contracts label). */
export const typeWords = (type: string): string =>
  type in payoutsEn.types ? payoutsText()(`types.${type as Type}`) : listingTypeLabel(type);
