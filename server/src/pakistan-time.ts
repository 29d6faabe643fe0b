import { MARKETPLACE_TIME_ZONE } from '@portal/contracts';

/** The marketplace works in Pakistan time: a trip on date D is upcoming until D ends there. */
const pakistan = new Intl.DateTimeFormat('en-CA', { timeZone: MARKETPLACE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD of an instant in Pakistan time. */
export const karachiDate = (instant: Date): string => pakistan.format(instant);

export const karachiToday = (): string => karachiDate(new Date());
