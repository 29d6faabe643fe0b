import { currentMonth, leadingBlanks, monthRange, shiftMonth } from './calendar-month';

describe('calendar months', () => {
  it("takes this month from Pakistan's clock, not the browser's", () => {
    // 20:00 UTC on 30 November is already 1 December in Pakistan (UTC+5).
    expect(currentMonth(new Date('2026-11-30T20:00:00Z'))).toBe('2026-12');
    expect(currentMonth(new Date('2026-11-30T18:59:00Z'))).toBe('2026-11');
  });

  it('gives the first and last day of a month, leap years included, and moves across years', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });

  it('starts the grid on Monday', () => {
    expect(leadingBlanks('2026-12')).toBe(1); // 1 December 2026 is a Tuesday
    expect(leadingBlanks('2027-02')).toBe(0); // a Monday
  });
});
