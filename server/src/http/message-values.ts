import { MARKETPLACE_TIME_ZONE, type MessageValue, PORTAL_LOCALES, type PortalLanguage } from '@portal/contracts';

import { readableDate } from '../bookings/customer-notice';
import { karachiDate, karachiTime } from '../pakistan-time';

/**
 * Urdu's dates and numbers as the portal's screens write them (ADR 0023, PORTAL_LOCALES of
 * @portal/contracts): Urdu month names, Latin digits, a 12-hour clock with Urdu day periods.
 */
const URDU_LOCALE = PORTAL_LOCALES.ur;

const urduDate = new Intl.DateTimeFormat(URDU_LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const urduDateTime = new Intl.DateTimeFormat(URDU_LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
  timeZone: MARKETPLACE_TIME_ZONE,
});

/** A calendar date (YYYY-MM-DD) as a message value: in English as `english` writes it, '3 دسمبر، 2026' in Urdu. */
const calendarDateValue =
  (english: (date: string) => string) =>
  (date: string): MessageValue =>
  (language: PortalLanguage) =>
    language === 'ur' ? urduDate.format(new Date(`${date}T00:00:00Z`)) : english(date);

/** A calendar date (YYYY-MM-DD): '3 Dec 2026' in English, '3 دسمبر، 2026' in Urdu. */
export const dateValue = calendarDateValue(readableDate);

/** An instant on Pakistan's clock: '09:12 on 3 Dec 2026' in English, Urdu's date and clock in Urdu. */
export const instantValue =
  (at: Date | string): MessageValue =>
  (language: PortalLanguage) => {
    const instant = new Date(at);
    return language === 'ur' ? urduDateTime.format(instant) : `${karachiTime(instant)} on ${readableDate(karachiDate(instant))}`;
  };

/** A word that has its own Urdu (a status, an action): the English as the message always said it. */
export const wordValue =
  (words: { en: string; ur: string }): MessageValue =>
  (language: PortalLanguage) =>
    words[language];

const urduClock = new Intl.DateTimeFormat(URDU_LOCALE, { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone: 'UTC' });

/** A start time (HH:mm, Pakistan's clock): as given in English, '9:00 صبح' in Urdu. */
export const clockValue =
  (time: string): MessageValue =>
  (language: PortalLanguage) =>
    language === 'ur' ? urduClock.format(new Date(`2000-01-01T${time}:00Z`)) : time;

/** A calendar date the English message gives as ISO (2026-12-03, as the availability refusals always did); Urdu's date in Urdu. */
export const isoDateValue = calendarDateValue((date) => date);

/** An instant as '09:12 on 2026-12-03' on Pakistan's clock in English; Urdu's date and clock in Urdu. */
export const isoInstantValue =
  (at: Date | string): MessageValue =>
  (language: PortalLanguage) => {
    const instant = new Date(at);
    return language === 'ur' ? urduDateTime.format(instant) : `${karachiTime(instant)} on ${karachiDate(instant)}`;
  };
