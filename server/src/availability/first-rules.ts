import { firstAvailabilityRules, type ListingType } from '@portal/contracts';

import type { Queryable } from '../db/database';
import { karachiToday } from '../pakistan-time';
import { rulesRepository } from './rules-repository';

/**
 * A new listing's first availability from its wizard's answers (firstAvailabilityRules of
 * @portal/contracts), so it sells once approved; a copy takes its original's rules instead.
 */
export async function giveFirstRules(
  db: Queryable,
  listingId: string,
  type: ListingType,
  meta: Record<string, unknown>,
  copiedFrom?: string,
): Promise<void> {
  const rules = rulesRepository(db);
  if (copiedFrom) await rules.copy(copiedFrom, listingId);
  if ((await db.query('SELECT 1 FROM availability_rules WHERE listing_id = $1', [listingId])).length > 0) return;
  await rules.ensure(listingId);
  await rules.replace(listingId, firstAvailabilityRules(type, meta, karachiToday()));
}
