import { MONTH_NOT_ENDED_REFUSAL, type StatementAmounts } from '@portal/contracts';

import type { Queryable } from '../db/database';
import { refuse } from '../http/errors';
import { karachiToday } from '../pakistan-time';
import { type MonthlyStatementLine, periodOf, type StatementBusiness, statementRepository, totalsOf } from './statement-repository';

/** A month's statement: whom it is for, the period (first and last day), its lines and their totals. */
export interface MonthlyStatement {
  month: string;
  period: { from: string; last: string };
  business: StatementBusiness;
  lines: MonthlyStatementLine[];
  totals: StatementAmounts;
}

/** The day before a YYYY-MM-DD date. */
const dayBefore = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * A statement is for a month that has ended in Pakistan: the current month's would change as its
 * payouts fall due. A later month is the client's mistake (400 with the field).
 */
function refuseUnendedMonth(month: string): void {
  if (month >= karachiToday().slice(0, 7)) throw refuse(MONTH_NOT_ENDED_REFUSAL);
}

/** The supplier's statement for a past month, from its own payouts only. */
export async function monthlyStatement(db: Queryable, supplierId: string, month: string): Promise<MonthlyStatement> {
  refuseUnendedMonth(month);
  const statements = statementRepository(db);
  const [business, lines] = await Promise.all([statements.business(supplierId), statements.monthLines(supplierId, month)]);
  const { from, until } = periodOf(month);
  return { month, period: { from, last: dayBefore(until) }, business, lines, totals: totalsOf(lines) };
}
