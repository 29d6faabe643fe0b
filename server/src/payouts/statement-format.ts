/** How statements (PDF and CSV) write their values, the way the portal's screens show them. */

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Whole rupees as 'Rs 1,250,000' (a deduction '-Rs 1,500'): ASCII only, because the PDF's standard
 * font has no glyph for the rupee sign (U+20A8) and would print a blank or a wrong character.
 */
export const rupees = (amount: number): string => `${amount < 0 ? '-' : ''}Rs ${grouped.format(Math.abs(amount))}`;

/** A YYYY-MM-DD date as day/month/year (spec: payout dates are day/month/year). */
export const dayMonthYear = (date: string): string => date.split('-').reverse().join('/');

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'October 2026' for '2026-10'. */
export const monthTitle = (month: string): string => monthName.format(new Date(`${month}-01T00:00:00Z`));

/** '#123' for a payout or booking number; a dash for a booking since deleted. */
export const numberText = (value: number | null): string => (value === null ? '-' : `#${value}`);
