import * as v from 'valibot';

import { ruleCheck } from '../rule-check';
import { optionalText } from './fields';

/**
 * Rules a single field cannot hold on its own (issue 34): a number not below another field, a
 * time of day that exists. Each is reported on the field it is about, so the form marks that
 * input and the server names it in its 400 reply.
 */

/**
 * `field` may not be below `floor` ('Available spots' below 'Minimum people'). It runs only when
 * both are valid numbers, so a blank or out-of-range field keeps its own message alone.
 */
export const notBelow = <TInput extends Record<string, unknown>>(field: string, floor: string, message: string) =>
  ruleCheck<TInput>([message], ({ dataset, addIssue }) => {
    const input: unknown = dataset.value;
    if (typeof input !== 'object' || input === null) return;
    const fields = input as Record<string, unknown>;
    const refused = (key: string) => dataset.issues?.some((issue) => issue.path?.[0]?.key === key) ?? false;
    const value = fields[field];
    const least = fields[floor];
    if (refused(field) || refused(floor) || typeof value !== 'number' || typeof least !== 'number' || value >= least) return;
    addIssue({ message, path: [{ type: 'object', origin: 'value', input: fields, key: field, value }] });
  });

/** Clock times written with a colon: '10:00 am', '16:30', '25:99' (dates such as 15.06.2026 are left alone). */
const CLOCK_TIME = /(?<!\d)(\d{1,2}):(\d{2})(?!\d)\s*([ap]\.?m\.?)?/gi;

/** Whether a text names a clock time that does not exist: '25:99', '9:75 am', '13:00 pm'. */
function namesImpossibleTime(text: string): boolean {
  return [...text.matchAll(CLOCK_TIME)].some(([, hourText, minuteText, meridiem]) => {
    const hour = Number(hourText);
    return Number(minuteText) > 59 || (meridiem ? hour < 1 || hour > 12 : hour > 23);
  });
}

/** A meeting time as free text ('10:00 am', '10:00 am on day 1'), optional, whose times of day exist. */
export const meetingTimeText = (label: string, max: number) =>
  v.pipe(
    optionalText(label, max),
    v.check((text) => !namesImpossibleTime(text), `${label} must use a real time of day, such as 10:00 am or 16:30.`),
  );
