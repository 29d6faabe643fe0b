import type { Supplier } from '@portal/contracts';
import { businessQuestions, hotelServiceQuestions, type Question, verificationQuestions } from '@portal/forms';

import { accountText } from '../common/strings/account-strings';

export interface Fact {
  label: string;
  /** The answer as text; photos are links to images. */
  value: string | null;
  photos?: string[];
}

/** A profile_data value by a question's name: 'open_days_hours.from' is a nested one. */
function answerOf(data: Record<string, unknown>, name: string): unknown {
  return name
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data);
}

/** An answer as the sign-up offered it: a band's label ('6-15' rooms), choices listed, Yes or No. */
function textOf(question: Question, answer: unknown): string | null {
  if (answer === undefined || answer === null || answer === '') return null;
  if (question.kind === 'yes-no') return accountText()(answer === true ? 'facts.yes' : 'facts.no');
  if (Array.isArray(answer)) return answer.length > 0 ? answer.map((chosen) => labelOf(question, chosen)).join(', ') : null;
  if (typeof answer !== 'string' && typeof answer !== 'number') return null;
  return question.kind === 'select' ? labelOf(question, answer) : String(answer);
}

/** A chosen value as the question shows it (its label in the current language); an unknown one as stored. */
function labelOf(question: Question, chosen: unknown): string {
  const options: readonly { value: unknown; label: string }[] = 'options' in question ? question.options : [];
  return options.find((option) => option.value === chosen)?.label ?? String(chosen);
}

const photosOf = (answer: unknown): string[] =>
  Array.isArray(answer) ? answer.filter((url): url is string => typeof url === 'string') : [];

/**
 * Every answer sign-up collected about the business, by the supplier type's questions (a hotel's
 * property type, rooms, amenities, check-in and check-out, city, photos...). Documents have a
 * section of their own; the contact details are in Business Information.
 */
export function signupFacts(supplier: Supplier): Fact[] {
  const type = supplier.supplier_type;
  const data = supplier.profile_data;
  const t = accountText();
  const questions = [...businessQuestions(type), ...(type === 'hotel' ? hotelServiceQuestions() : [])];
  const photoQuestions = verificationQuestions(type).filter((q) => q.kind === 'upload' && q.photos);
  return [
    { label: t('facts.country'), value: typeof data.country === 'string' ? data.country : null },
    ...questions.map((question) => ({ label: question.label, value: textOf(question, answerOf(data, question.name)) })),
    ...photoQuestions.map((question) => {
      const photos = photosOf(data[question.name]);
      return { label: question.label, value: photos.length > 0 ? null : t('facts.noneYet'), photos };
    }),
  ];
}
