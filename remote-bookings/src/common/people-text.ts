/** '1 person', '3 people': a booking's party, in Booking Info, the departure list and check-in. */
export const peopleText = (people: number): string => `${people} ${people === 1 ? 'person' : 'people'}`;
