import { formatCompact, formatDate, formatDayMonthYear, formatLongDate, formatPkr, formatRs } from './format';

describe('formatters', () => {
  it('writes amounts with thousands separators and the spec prefixes', () => {
    expect(formatRs(1250000)).toBe('Rs 1,250,000');
    expect(formatPkr(45600)).toBe('PKR 45,600');
  });

  it('writes a chart axis’s amounts short', () => {
    expect(formatCompact(4_500_000)).toBe('4.5m');
    expect(formatCompact(1250)).toBe('1.3k');
    expect(formatCompact(0)).toBe('0');
  });

  it('writes dates in en-GB and day/month/year in Pakistan time', () => {
    expect(formatDate('2026-03-04T10:00:00Z')).toBe('4 Mar 2026');
    expect(formatDayMonthYear('2026-03-04T22:00:00Z')).toBe('05/03/2026');
    expect(formatLongDate('2026-03-04T22:00:00Z')).toBe('5 March 2026');
  });
});
