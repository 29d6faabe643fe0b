/**
 * Chats between a customer ('c') and the supplier ('s'). Placeholders: {first} the customer's first
 * name, {tour} the booking's listing, {date} its date, {people} its head count, {start} its start city.
 * Every script ends with the customer, so a conversation can be left unread.
 */
export type Line = readonly ['c' | 's', string];

export const SCRIPTS: readonly (readonly Line[])[] = [
  [
    ['c', 'Assalam o Alaikum, where exactly is the pickup for {tour} on {date}?'],
    ['s', 'Walaikum Assalam {first}! We pick you up from your hotel in {start} at 7:00 am. Please share the hotel name.'],
    ['c', 'We are staying at Hotel One, F-7. Is one large suitcase per person okay?'],
    ['s', 'Yes, one suitcase and one small bag each is fine.'],
    ['c', 'Perfect, thank you!'],
  ],
  [
    ['c', 'Hi, two of us are vegetarian. Can the meals on {tour} be arranged?'],
    ['s', 'Of course, {first}. I have noted vegetarian meals for two on your booking.'],
    ['c', 'Great. Also, is there an ATM on the way?'],
  ],
  [
    ['c', 'Hello! I have never trekked above 4,000 m. Is {tour} realistic for me?'],
    ['s', 'Hi {first}, if you can walk 6 hours a day it is. We build in acclimatisation days and the guide carries oxygen.'],
    ['c', 'Which boots and jacket should I bring?'],
    ['s', 'Waterproof mid-ankle boots and a down jacket rated to -10°C. I will send you our full kit list by e-mail.'],
    ['c', 'Received the list, thanks a lot.'],
  ],
  [
    ['c', 'Can we add the jeep transfer to our booking? We are {people} people.'],
    ['s', 'Sure {first}, the jeep transfer is Rs 8,000 for the group. Shall I add it?'],
    ['c', 'Yes please add it.'],
  ],
  [
    ['c', 'What will the weather be like around {date}?'],
    ['s', 'Days are pleasant, around 20°C, but nights drop close to freezing. Bring warm layers.'],
    ['c', 'Thanks! Is mobile signal available there?'],
    ['s', 'Zong and SCOM work in most villages; there is no signal on the high passes.'],
    ['c', 'Good to know, see you soon.'],
  ],
  [
    ['c', 'Could you send me an invoice for the booking? My company is reimbursing it.'],
    ['s', 'Certainly {first}. Which company name should appear on the invoice?'],
    ['c', 'Please make it out to Systems Ltd, Lahore.'],
  ],
  [
    ['c', 'Is {tour} suitable for a 6 year old?'],
    ['s', 'Yes, many families join with children. We keep the walks short and have child seats in the vehicles.'],
    ['c', 'Wonderful, we will bring her along.'],
  ],
  [
    ['c', 'Salam, is it possible to move our trip by one week?'],
    ['s', 'Let me check availability, {first}. Which dates would suit you?'],
    ['c', 'Anything in the week after {date} works for us.'],
  ],
];

/** The hotel's guests ask about their stay. */
export const HOTEL_SCRIPTS: readonly (readonly Line[])[] = [
  [
    ['c', 'Hi, our flight lands in Gilgit at 9 am on {date}. Can we check in early?'],
    ['s', 'Salam {first}, early check-in from 12:00 is free if the {tour} is ready. We can also arrange the airport pickup.'],
    ['c', 'Yes please book the pickup for {people} of us.'],
  ],
];

/** The supplier's last word on a conversation it has already read. */
export const CLOSING = 'You are welcome, {first}. See you on {date}!';
