import { MARKETPLACE_TIME_ZONE } from '@portal/contracts';

/** Formatters built on Intl, per spec section 9: Rs in tables, PKR elsewhere, en-GB dates. */

const integer = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** 'Rs 12,500' for tables. */
export const formatRs = (amount: number): string => `Rs ${integer.format(amount)}`;

/** 'PKR 12,500' for the dashboard and activity feed. */
export const formatPkr = (amount: number): string => `PKR ${integer.format(amount)}`;

export const formatCount = (value: number): string => integer.format(value);

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** en-GB date: '21 Nov 2026'. */
const enGbDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: MARKETPLACE_TIME_ZONE });
export const formatDate = (value: string | Date): string => enGbDate.format(toDate(value));

/** day/month/year: '21/11/2026'. */
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: MARKETPLACE_TIME_ZONE });
export const formatDayMonthYear = (value: string | Date): string => dayMonthYear.format(toDate(value));

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: MARKETPLACE_TIME_ZONE });
export const formatDateTime = (value: string | Date): string => dateTime.format(toDate(value));

const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: MARKETPLACE_TIME_ZONE });
export const formatTime = (value: string | Date): string => time.format(toDate(value));
