import { AMENITIES, messageIn, PROPERTY_TYPES } from '@portal/contracts';
import { applyLanguage } from '@portal/i18n';
import { keysOf } from '@portal/i18n/testing';

import { businessQuestions, hotelServiceQuestions, nameLabel, type Question, verificationQuestions } from './signup-questions';
import { signupQuestionsEn } from './strings/signup-questions.en';
import { signupQuestionsUr } from './strings/signup-questions.ur';

afterEach(() => applyLanguage('en'));

const options = (question: Question | undefined) => (question && 'options' in question ? question.options : []);

describe('the sign-up questions', () => {
  it('has every key in English and Urdu', () => {
    expect(keysOf(signupQuestionsUr).sort()).toEqual(keysOf(signupQuestionsEn).sort());
  });

  it('asks in English with the spec’s words', () => {
    expect(nameLabel('hotel')).toBe("Property's name");
    expect(businessQuestions('hotel').map((q) => q.label)).toEqual(['City/region', 'Address', 'Property type']);
    expect(verificationQuestions('rental')[0]).toMatchObject({
      label: 'Verification documents',
      helperText: 'Business registration or vehicle documents. Up to 2 files, 5 MB each.',
    });
  });

  it('asks in Urdu, each choice keeping its English value (what the server stores)', async () => {
    await applyLanguage('ur');
    expect(nameLabel('tour_guide')).toBe('پورا نام');
    const propertyType = businessQuestions('hotel').find((q) => q.name === 'property_type');
    expect(propertyType?.label).toBe('پراپرٹی کی قسم');
    expect(options(propertyType).map((o) => o.value)).toEqual([...PROPERTY_TYPES]);
    expect(options(propertyType)).toContainEqual({ value: 'Guesthouse', label: 'گیسٹ ہاؤس' });
    const amenities = hotelServiceQuestions().find((q) => q.name === 'amenities');
    expect(options(amenities)).toContainEqual({ value: 'Free Wi-Fi', label: 'مفت وائی فائی' });
    expect(verificationQuestions('tour_guide')[0]).toMatchObject({ label: 'ڈی ٹی ایس لائسنس', helperText: 'ہر فائل 5 ایم بی تک۔' });
  });

  it('has an Urdu word for every choice of the spec’s lists', () => {
    for (const value of [...PROPERTY_TYPES, ...AMENITIES]) expect(messageIn('ur', value)).not.toBe(value);
    const everyChoice = (['hotel', 'tour_operator', 'activity_operator', 'rental', 'tour_guide'] as const)
      .flatMap((type) => [...businessQuestions(type), ...hotelServiceQuestions()])
      .flatMap((q) => options(q).map((o) => o.value))
      .filter((value): value is string => typeof value === 'string' && /[A-Za-z]/.test(value));
    expect(everyChoice.filter((value) => messageIn('ur', value) === value)).toEqual([]);
  });
});
