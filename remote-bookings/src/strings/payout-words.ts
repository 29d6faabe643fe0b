import { payoutMethodLabel } from '@portal/contracts';

import { payoutsEn } from './payouts.en';
import { payoutsText } from './payouts-strings';

type Method = keyof typeof payoutsEn.method;
type Status = keyof typeof payoutsEn.status;

/** A payout method in words; a method the portal has no word for reads as the spec writes it ('BANK TRANSFER'). */
export const methodWords = (method: string): string =>
  method in payoutsEn.method ? payoutsText()(`method.${method as Method}`) : payoutMethodLabel(method);

/** A payout's status in words (the server's word where the portal has none). */
export const statusWords = (status: string): string => (status in payoutsEn.status ? payoutsText()(`status.${status as Status}`) : status);
