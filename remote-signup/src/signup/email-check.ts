import { checkEmail } from '@portal/api';
import { EMAIL_TAKEN_MESSAGE } from '@portal/contracts';
import type { FieldMessage } from '@portal/forms';

import { signupUserOf, type SignupValues } from './signup-values';

/**
 * As the contact step is left: an e-mail that already has an account is said on its field then,
 * not on the last step. A check that cannot be made (offline, too many) lets the person go on;
 * users/register checks again.
 */
export async function emailRefusal(stepId: string, values: SignupValues): Promise<FieldMessage[]> {
  if (stepId !== 'contact') return [];
  const { email, password } = signupUserOf(values);
  try {
    const { available } = await checkEmail({ email, password });
    return available ? [] : [{ field: 'email', message: EMAIL_TAKEN_MESSAGE }];
  } catch (error) {
    console.warn('E-mail not checked; registration will', error);
    return [];
  }
}
