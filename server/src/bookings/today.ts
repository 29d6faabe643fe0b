/** The marketplace works in Pakistan time: a trip on date D is upcoming until D ends there. */
const karachi = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi', year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD of an instant in Pakistan time. */
export const karachiDate = (instant: Date): string => karachi.format(instant);

export const karachiToday = (): string => karachiDate(new Date());
