import { useCallback, useRef } from 'react';

import { registerUser, uploadFile } from '@portal/api';
import type { UploadFn } from '@portal/forms';

import { signupUserOf, type SignupValues } from './signup-values';

/**
 * The wizard's uploads. The server keeps files only for an account (each has an owner, a quota and
 * a rate limit), so the first upload registers the person with the contact step's e-mail and
 * password (users/register, which the last step sends again and the server lets continue) and
 * every upload goes with that account's token. A refusal (an e-mail already taken) is the upload's.
 */
export function useSignupUpload(getValues: () => SignupValues): UploadFn {
  const account = useRef<{ key: string; token: Promise<string> } | null>(null);
  return useCallback(
    async (file, options) => {
      const user = signupUserOf(getValues());
      const key = `${user.email}\n${user.password}`;
      if (account.current?.key !== key) {
        const token = registerUser(user).then((reply) => reply.token);
        account.current = { key, token };
        // A failed registration is tried again by the next upload.
        token.catch(() => {
          if (account.current?.token === token) account.current = null;
        });
      }
      return uploadFile(file, { ...options, token: await account.current.token });
    },
    [getValues],
  );
}
