import type { MonthlyAmount, MonthlyCount } from '@portal/contracts';
import { formatCount, formatPkr } from '@portal/ui';

import { monthWords } from '../../strings/dashboard-words';
import { NO_FIGURE } from '../no-figure';
import { yearsNewestFirst } from './chart-options';

/** The numbers of a chart as a table: one row per month, one column per year (newest first), as the chart shows them. */
export interface ChartTable {
  years: string[];
  rows: { month: string; values: string[] }[];
  /** Some month has a figure above 0: without one, a chart would be an empty axis. */
  hasFigures: boolean;
}

function tableOf<P>(byYear: Record<string, readonly P[]>, value: (point: P) => number | null, format: (n: number) => string): ChartTable {
  const years = yearsNewestFirst(byYear);
  const figure = (year: string, i: number) => value(byYear[year]![i]!);
  // A month still to come has no figure: '-', as the chart leaves it blank.
  const cell = (n: number | null) => (n === null ? NO_FIGURE : format(n));
  const months = monthWords();
  return {
    years,
    rows: months.map((month, i) => ({ month, values: years.map((year) => cell(figure(year, i))) })),
    hasFigures: years.some((year) => months.some((_, i) => (figure(year, i) ?? 0) > 0)),
  };
}

export const amountTable = (byYear: Record<string, readonly MonthlyAmount[]>) => tableOf(byYear, (p) => p.amount, formatPkr);
export const countTable = (byYear: Record<string, readonly MonthlyCount[]>) => tableOf(byYear, (p) => p.count, formatCount);
