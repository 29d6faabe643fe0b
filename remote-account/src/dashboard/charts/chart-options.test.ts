import { type MonthlyAmount, type MonthlyCount, MONTHS } from '@portal/contracts';

import { bookingsAxis, bookingsOption, CHART_COLORS, gradientOf, revenueComparisonOption, revenueOption } from './chart-options';

const amounts = (fill: (i: number) => number): MonthlyAmount[] => MONTHS.map((month, i) => ({ month, amount: fill(i) }));
const counts = (fill: (i: number) => number): MonthlyCount[] => MONTHS.map((month, i) => ({ month, count: fill(i) }));

describe('dashboard chart options', () => {
  const fiveYears = Object.fromEntries(['2022', '2026', '2024', '2025', '2023'].map((y) => [y, amounts(() => 1000)]));

  it('labels months Jan to Dec', () => {
    expect(revenueOption(fiveYears).xAxis.data).toEqual([...MONTHS]);
  });

  it('mirrors a chart right to left in Urdu: January at the right, the axis, legend and tooltip on the right', () => {
    const months = ['جنوری', 'فروری', 'مارچ', 'اپریل', 'مئی', 'جون', 'جولائی', 'اگست', 'ستمبر', 'اکتوبر', 'نومبر', 'دسمبر'];
    for (const option of [
      revenueOption(fiveYears, { months, rtl: true }),
      bookingsOption({ 2026: counts(() => 3) }, { months, rtl: true }),
    ]) {
      expect(option.xAxis).toMatchObject({ data: months, inverse: true });
      expect(option.yAxis).toMatchObject({ position: 'right' });
      expect(option.legend).toMatchObject({ left: 'right', align: 'right' });
      expect(option.tooltip.extraCssText).toContain('direction: rtl');
    }
    // Left to right (English) stays as it was.
    expect(revenueOption(fiveYears).xAxis.inverse).toBeUndefined();
    expect(revenueOption(fiveYears).yAxis.position).toBeUndefined();
  });

  it('sorts years newest first and cycles four colours', () => {
    const option = revenueComparisonOption(fiveYears);
    expect(option.series.map((s) => s.name)).toEqual(['2026', '2025', '2024', '2023', '2022']);
    expect(option.color).toEqual([...CHART_COLORS, CHART_COLORS[0]]);
  });

  it('fills only the first series with a gradient', () => {
    const line = revenueComparisonOption(fiveYears).series;
    expect(line[0]!.areaStyle).toEqual({ color: gradientOf(CHART_COLORS[0]) });
    expect(line.slice(1).every((s) => s.areaStyle === undefined)).toBe(true);
    const bars = revenueOption(fiveYears).series;
    expect((bars[0]!.itemStyle as { color: unknown }).color).toEqual(gradientOf(CHART_COLORS[0]));
    expect(bars[1]!.itemStyle).toBeUndefined();
  });

  it('draws every chart complete at once, without growing in', () => {
    const bookings = { '2026': counts((i) => i) };
    const options = [revenueComparisonOption(fiveYears), bookingsOption(bookings), revenueOption(fiveYears)];
    expect(options.map((option) => option.animation)).toEqual([false, false, false]);
  });

  it('starts revenue axes at 0', () => {
    expect(revenueOption(fiveYears).yAxis.min).toBe(0);
    expect(revenueComparisonOption(fiveYears).yAxis.min).toBe(0);
  });

  it('suggests a bookings axis of 0 to 80 by 10 that grows with the data', () => {
    expect(bookingsOption({ '2026': counts((i) => i) }).yAxis).toEqual(expect.objectContaining({ min: 0, max: 80, interval: 10 }));
    expect(bookingsAxis([80])).toEqual({ min: 0, max: 80, interval: 10 });
    expect(bookingsAxis([95])).toEqual({ min: 0, max: 100, interval: 20 });
    expect(bookingsAxis([500])).toEqual({ min: 0, max: 560, interval: 70 });
  });

  it('draws what happened: straight from month to month, each month marked, and the months to come blank', () => {
    const soFar = { '2026': amounts((i) => (i === 4 ? 35_000 : 0)).map((p, i) => (i > 9 ? { ...p, amount: null } : p)) };
    const [line] = revenueComparisonOption(soFar).series;
    expect(line).toEqual(expect.objectContaining({ smooth: false, showSymbol: true }));
    expect(line!.data).toEqual([0, 0, 0, 0, 35_000, 0, 0, 0, 0, 0, null, null]);
    expect(revenueOption(soFar).series[0]!.data).toEqual([0, 0, 0, 0, 35_000, 0, 0, 0, 0, 0, null, null]);
    expect(bookingsAxis([3, null])).toEqual({ min: 0, max: 80, interval: 10 });
  });

  it('plots the amounts and counts of each month', () => {
    expect(bookingsOption({ '2026': counts((i) => i * 2) }).series[0]!.data).toEqual(MONTHS.map((_, i) => i * 2));
    expect(revenueOption({ '2025': amounts((i) => i * 100) }).series[0]!.data).toEqual(MONTHS.map((_, i) => i * 100));
  });
});
