import { COUNTRY_NAMES, NAME_FIELD, type Supplier, type SupplierType } from '@portal/contracts';
import { type AnswerQuestion, businessQuestions, contactNameLabel, hotelServiceQuestions, nameLabel, toOptions } from '@portal/forms';

import { accountText } from '../common/strings/account-strings';

const isAnswer = (question: { kind: string }): question is AnswerQuestion => question.kind !== 'upload';

/**
 * The business details My Profile lets the owner change, asked as sign-up asked them: the country,
 * the name, the contact person and the type's questions. The e-mail, phone, documents and photos
 * have ways of their own.
 */
export function editableQuestions(type: SupplierType): AnswerQuestion[] {
  return [
    { kind: 'select', name: 'country', label: accountText()('facts.country'), options: toOptions(COUNTRY_NAMES) },
    { kind: 'text', name: NAME_FIELD[type], label: nameLabel(type) },
    ...(type === 'tour_guide' ? [] : [{ kind: 'text', name: 'contact_name', label: contactNameLabel() } as const]),
    ...[...businessQuestions(type), ...(type === 'hotel' ? hotelServiceQuestions() : [])].filter(isAnswer),
  ];
}

/** The name or address waiting for the team, labelled as sign-up asked it: 'Business name: K2 Tours'. */
export function pendingChanges(supplier: Supplier): string[] {
  const changes = supplier.pending_profile_change?.changes ?? {};
  const labels = new Map(editableQuestions(supplier.supplier_type).map((question) => [question.name, question.label]));
  return Object.entries(changes).map(([field, value]) => `${labels.get(field) ?? field}: ${String(value)}`);
}
