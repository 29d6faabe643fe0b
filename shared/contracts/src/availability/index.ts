// Availability of listings (issue 13): schedules, changes of dates, booking windows, shared
// resources, the derived calendar and a listing's first rules. See README.md in this folder.
export * from './calendar';
export { addDays, AVAILABILITY_DATE_BOUNDS, dateField, datesFrom, daysBetween, isCalendarDate, isoWeekday, timeField } from './dates';
export * from './exceptions';
export * from './first-rules';
export * from './kinds';
export * from './messages';
export * from './refusals';
export * from './resources';
export * from './rules';
