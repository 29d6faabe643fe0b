import { act, render, screen } from '@testing-library/react';

import { applyLanguage, useStrings } from '@portal/i18n';

import {
  formatCompact,
  formatCount,
  formatDate,
  formatDateTime,
  formatDayMonthYear,
  formatLongDate,
  formatPkr,
  formatRelativeTime,
  formatRs,
  formatTime,
} from './format';

describe('formatters in English', () => {
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
    expect(formatTime('2026-03-04T10:00:00Z')).toBe('15:00');
  });

  it('says how long ago in words', () => {
    const now = Date.parse('2026-03-04T10:00:00Z');
    expect(formatRelativeTime('2026-03-04T09:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-03-03T09:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-03-04T09:59:40Z', now)).toBe('now');
  });
});

describe('formatters in Urdu', () => {
  beforeAll(() => applyLanguage('ur'));
  afterAll(() => applyLanguage('en'));

  it('writes rupees in Urdu with Latin digits (ADR 0023)', () => {
    expect(formatRs(1250000)).toBe('1,250,000 روپے');
    expect(formatPkr(45600)).toBe('45,600 روپے');
    expect(formatCount(12500)).toBe('12,500');
    expect(formatCompact(4_500_000)).toBe('45\u00a0لاکھ');
  });

  it('writes dates with Urdu months and the clock with Urdu day periods, no Latin letters', () => {
    expect(formatDate('2026-03-04T10:00:00Z')).toBe('4 مارچ، 2026');
    expect(formatDayMonthYear('2026-03-04T22:00:00Z')).toBe('05/03/2026');
    expect(formatTime('2026-03-04T04:00:00Z')).toBe('9:00 صبح');
    expect(formatDateTime('2026-03-04T04:00:00Z')).not.toMatch(/[A-Za-z]/);
    expect(formatDateTime('2026-03-04T04:00:00Z')).toContain('9:00');
  });

  it('says how long ago in Urdu', () => {
    const now = Date.parse('2026-03-04T10:00:00Z');
    expect(formatRelativeTime('2026-03-04T09:55:00Z', now)).toBe('5 منٹ پہلے');
  });
});

function Price() {
  useStrings('common');
  return <p>{formatRs(12500)}</p>;
}

it('re-renders a formatted value in the new language when the language changes', async () => {
  render(<Price />);
  expect(screen.getByText('Rs 12,500')).toBeInTheDocument();
  await act(() => applyLanguage('ur'));
  expect(await screen.findByText('12,500 روپے')).toBeInTheDocument();
  await act(() => applyLanguage('en'));
  expect(await screen.findByText('Rs 12,500')).toBeInTheDocument();
});
