import type { MonthlyAmount, MonthlyCount } from '@portal/contracts';
import { MONTHS } from '@portal/contracts';
import { formatCount, formatPkr } from '@portal/ui';
import { yearsNewestFirst } from './chart-options';

/** The numbers of a chart as a table: one row per month, one column per year (newest first), as the chart shows them. */
export interface ChartTable {
  years: string[];
  rows: { month: string; values: string[] }[];
}

function tableOf<P>(byYear: Record<string, readonly P[]>, value: (point: P) => number, format: (n: number) => string): ChartTable {
  const years = yearsNewestFirst(byYear);
  return {
    years,
    rows: MONTHS.map((month, i) => ({ month, values: years.map((year) => format(value(byYear[year]![i]!))) })),
  };
}

export const amountTable = (byYear: Record<string, readonly MonthlyAmount[]>) => tableOf(byYear, (p) => p.amount, formatPkr);
export const countTable = (byYear: Record<string, readonly MonthlyCount[]>) => tableOf(byYear, (p) => p.count, formatCount);
