import type { MonthlyAmount, MonthlyCount } from '@portal/contracts';
import { MONTHS } from '@portal/contracts';
import { currentLanguage, isRightToLeft } from '@portal/i18n';
import { formatCompact, formatCount, formatPkr } from '@portal/ui';

import { monthWords } from '../../strings/dashboard-words';

/** Four series colours, cycling when there are more years (spec section 9). */
export const CHART_COLORS = ['#2563eb', '#16a34a', '#f59e0b', '#db2777'] as const;

/** The bookings axis is suggested as 0 to 80 in steps of 10 and grows with the data. */
const BOOKINGS_AXIS = { max: 80, step: 10 } as const;

export const CHART_HEIGHT = 260;

type ByYear<P> = Record<string, readonly P[]>;

/** Plain objects, so this file stays free of echarts and is cheap to test. */
export interface ChartOption {
  animation: boolean;
  color: readonly string[];
  grid: Record<string, unknown>;
  tooltip: Record<string, unknown>;
  legend: Record<string, unknown>;
  xAxis: Record<string, unknown>;
  yAxis: Record<string, unknown>;
  series: Record<string, unknown>[];
}

export const yearsNewestFirst = (byYear: ByYear<unknown>): string[] => Object.keys(byYear).sort((a, b) => Number(b) - Number(a));

const colorOf = (index: number): string => CHART_COLORS[index % CHART_COLORS.length]!;

/** Top to bottom, from the series colour to transparent: the fill of the first series. */
export const gradientOf = (color: string) => ({
  type: 'linear',
  x: 0,
  y: 0,
  x2: 0,
  y2: 1,
  colorStops: [
    { offset: 0, color: `${color}cc` },
    { offset: 1, color: `${color}0d` },
  ],
});

/** 0 to 80 by 10 while the data fits; past that, the step doubles, triples... so ticks stay few. */
export function bookingsAxis(counts: readonly (number | null)[]): { min: 0; max: number; interval: number } {
  const highest = Math.max(0, ...counts.map((count) => count ?? 0));
  if (highest <= BOOKINGS_AXIS.max) return { min: 0, max: BOOKINGS_AXIS.max, interval: BOOKINGS_AXIS.step };
  const interval = BOOKINGS_AXIS.step * Math.ceil(highest / BOOKINGS_AXIS.max);
  return { min: 0, max: interval * Math.ceil(highest / interval), interval };
}

/** The language's side of a chart: its months' names, and whether it reads right to left. */
export interface ChartWords {
  months: readonly string[];
  rtl: boolean;
}

/** The spec's months, left to right (English). */
const ENGLISH: ChartWords = { months: MONTHS, rtl: false };

/** The chart words of the language on. */
export const chartWords = (): ChartWords => ({ months: monthWords(), rtl: isRightToLeft(currentLanguage()) });

/**
 * Right to left (Urdu): January at the right end of the x axis, the value axis on the right, the
 * legend at the right with each year's name before its mark, and the tooltip's lines right-aligned.
 */
const RIGHT_TO_LEFT = {
  grid: { left: 16, right: 8 },
  tooltip: { extraCssText: 'direction: rtl; text-align: right;' },
  legend: { left: 'right', align: 'right' },
  xAxis: { inverse: true },
  yAxis: { position: 'right' },
} as const;

interface ChartSpec {
  kind: 'line' | 'bar';
  years: string[];
  /** A month still to come is null: echarts leaves it blank. */
  values: (year: string) => (number | null)[];
  yAxis: Record<string, unknown>;
  format: (value: number) => string;
}

function buildChart({ kind, years, values, yAxis, format }: ChartSpec, { months, rtl }: ChartWords): ChartOption {
  const side = rtl ? RIGHT_TO_LEFT : null;
  return {
    // Drawn once, complete: echarts' growing-in animation kept each chart changing for a second.
    animation: false,
    color: years.map((_, i) => colorOf(i)),
    grid: { left: 8, right: 16, top: 40, bottom: 8, containLabel: true, ...side?.grid },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => (typeof value === 'number' ? format(value) : ''), ...side?.tooltip },
    legend: { top: 0, data: years, ...side?.legend },
    xAxis: { type: 'category', data: [...months], boundaryGap: kind === 'bar', ...side?.xAxis },
    yAxis: { type: 'value', ...yAxis, ...side?.yAxis },
    series: years.map((year, i) => {
      const first = i === 0;
      const common = { name: year, type: kind, data: values(year) };
      // Straight from month to month, each month marked: a smoothed curve bulged above and below
      // the figures, drawing revenue in months that had none.
      if (kind === 'line')
        return { ...common, smooth: false, showSymbol: true, ...(first ? { areaStyle: { color: gradientOf(colorOf(i)) } } : {}) };
      return { ...common, barMaxWidth: 18, ...(first ? { itemStyle: { color: gradientOf(colorOf(i)), borderRadius: [4, 4, 0, 0] } } : {}) };
    }),
  };
}

const amountAxis = { min: 0, axisLabel: { formatter: formatCompact } };

/** Revenue Comparison: the value of bookings made each month, one line per year. */
export function revenueComparisonOption(sales: ByYear<MonthlyAmount>, words = ENGLISH): ChartOption {
  return buildChart(
    {
      kind: 'line',
      years: yearsNewestFirst(sales),
      values: (y) => sales[y]!.map((p) => p.amount),
      yAxis: amountAxis,
      format: formatPkr,
    },
    words,
  );
}

/** Bookings: bookings made each month, one bar per year. */
export function bookingsOption(bookings: ByYear<MonthlyCount>, words = ENGLISH): ChartOption {
  const years = yearsNewestFirst(bookings);
  const counts = years.flatMap((y) => bookings[y]!.map((p) => p.count));
  return buildChart(
    {
      kind: 'bar',
      years,
      values: (y) => bookings[y]!.map((p) => p.count),
      yAxis: bookingsAxis(counts),
      format: formatCount,
    },
    words,
  );
}

/** Revenue: the money earned each month (by travel date), one bar per year. */
export function revenueOption(revenues: ByYear<MonthlyAmount>, words = ENGLISH): ChartOption {
  return buildChart(
    {
      kind: 'bar',
      years: yearsNewestFirst(revenues),
      values: (y) => revenues[y]!.map((p) => p.amount),
      yAxis: amountAxis,
      format: formatPkr,
    },
    words,
  );
}
