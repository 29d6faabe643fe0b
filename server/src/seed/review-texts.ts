/** Review and reply wording by rating; {place} is the trip's name, {guide} a guide's name. */

export type ReviewTexts = Record<number, readonly string[]>;

export const REVIEW_TEXTS: ReviewTexts = {
  5: [
    'Absolutely amazing trip! {guide} knew every corner of {place} and the arrangements were perfect.',
    'Best holiday we have had in years. Clean hotels, safe driving and the views were unreal.',
    'Everything was on time, the food was great and {guide} made sure our kids were comfortable.',
    'Worth every rupee. The team handled the permits and the jeeps, we just enjoyed {place}.',
    'Our guide {guide} was patient, funny and knowledgeable. Would book again without thinking.',
    'Came from abroad and was nervous about travelling in the north. No need: the team was brilliant.',
    'Stunning scenery and a very well organised itinerary. Highly recommended for families.',
    'Second time with this operator and again a flawless experience.',
  ],
  4: [
    'Great trip overall. The hotel on the second night could have been better, but {place} was beautiful.',
    'Very good guide and driver. We started an hour late on day one, otherwise excellent.',
    'Lovely experience. Would have liked a little more free time for photos.',
    'Good value for money and friendly staff. Roads were rough but that is not their fault.',
    'Well organised and safe. Food was a bit repetitive.',
  ],
  3: [
    'Decent trip but the vehicle was older than shown and the AC did not work.',
    'The places were beautiful, but the schedule was rushed and we spent most of the time driving.',
    'Average. {guide} was nice but the group was bigger than promised.',
  ],
  2: [
    'Pickup was two hours late and nobody answered the phone. The trip itself was fine.',
    'The hotel booked in {place} was not the one listed. Disappointed.',
  ],
  1: [
    'The trip was cut short because of a landslide and we have not heard about a partial refund.',
    'Very poor communication before the trip, the itinerary changed without notice.',
  ],
};

export const REPLY_TEXTS: Record<'happy' | 'sorry', readonly string[]> = {
  happy: [
    'Thank you so much for the kind words! We hope to show you more of the north soon.',
    'Shukriya! {guide} will be delighted to read this. See you on the next adventure.',
    'Thank you for travelling with us, it was a pleasure hosting you.',
  ],
  sorry: [
    'We are sorry about this. We have spoken to the team and changed our vehicle partner. Please contact us for a goodwill discount.',
    'Thank you for the honest feedback. Our operations manager will call you this week to make this right.',
    'Apologies for the delay. Weather closed the road that morning, but we should have kept you informed.',
  ],
};

export const GUIDES = ['Karim', 'Sher Baz', 'Ali Madad', 'Nadia', 'Ghulam Abbas'];

/** The hotel's guests write about rooms, not trips. */
export const HOTEL_REVIEW_TEXTS: ReviewTexts = {
  5: ['Spotless room with a view of Rakaposhi from the balcony. Breakfast on the terrace was a highlight.'],
  4: ['Warm staff and a great location near Baltit Fort. The hot water took a while in the morning.'],
  3: ['Nice old building but the room was smaller than in the photos.'],
  2: ['The heater did not work on a cold night in October.'],
  1: ['Our booking was not found at check-in and we waited an hour.'],
};
