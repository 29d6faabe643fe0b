import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';

import { failureText, userMutations } from '@portal/api';
import { UPLOAD_MAX_FILE_BYTES, type User } from '@portal/contracts';
import { getSession } from '@portal/session';
import { Avatar, Button, Stack, toast, VisuallyHidden } from '@portal/ui';

import { accountText, useAccountStrings } from '../common/strings/account-strings';

const MAX_MB = UPLOAD_MAX_FILE_BYTES / (1024 * 1024);

/** Why a chosen file cannot be a profile photo, or null when it can be sent. */
function photoRefusal(file: File): string | null {
  const t = accountText();
  if (!file.type.startsWith('image/')) return t('photo.notImage');
  if (file.size > UPLOAD_MAX_FILE_BYTES) return t('photo.tooBig', { megabytes: MAX_MB });
  return null;
}

/**
 * The avatar with its Change button: uploads the image, then makes it the profile photo. The
 * server checks the file's content again; the saved user shows at once here and in the header.
 */
export function ProfilePhoto({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const save = useMutation(userMutations.changeProfilePhoto());
  const t = useAccountStrings();

  const change = (file: File) => {
    const { userId, token } = getSession();
    if (!userId || !token) return void toast.error(t('profile.missingCredentials'));
    const refusal = photoRefusal(file);
    if (refusal) return void toast.error(t('photo.failedWith', { message: refusal }));
    save.mutate(
      { userId, file },
      {
        onSuccess: () => toast.success(t('photo.updated')),
        onError: (error) => toast.error(failureText(error, (message) => t('photo.failedWith', { message }), t('photo.failed'))),
      },
    );
  };

  return (
    <Stack align="center" gap="2">
      {/* The initials are the name's: data, as the name is. */}
      <Avatar.Root size="2xl" translate="no">
        <Avatar.Fallback name={user.full_name} />
        {user.profile_photo && <Avatar.Image src={user.profile_photo} alt={t('photo.alt')} />}
      </Avatar.Root>
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          accept="image/*"
          aria-label={t('photo.file')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ''; // choosing the same file again still triggers a change
            if (file) change(file);
          }}
        />
      </VisuallyHidden>
      <Button size="xs" variant="outline" loading={save.isPending} onClick={() => input.current?.click()}>
        {t('photo.change')}
      </Button>
    </Stack>
  );
}
