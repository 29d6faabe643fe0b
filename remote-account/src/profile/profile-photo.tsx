import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';

import { failureText, userMutations } from '@portal/api';
import { UPLOAD_MAX_FILE_BYTES, type User } from '@portal/contracts';
import { getSession } from '@portal/session';
import { Avatar, Button, Stack, toast, VisuallyHidden } from '@portal/ui';

const MAX_MB = UPLOAD_MAX_FILE_BYTES / (1024 * 1024);

/** Why a chosen file cannot be a profile photo, or null when it can be sent. */
function photoRefusal(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please choose an image file.';
  if (file.size > UPLOAD_MAX_FILE_BYTES) return `The image must be ${MAX_MB} MB or smaller.`;
  return null;
}

/**
 * The avatar with its Change button: uploads the image, then makes it the profile photo. The
 * server checks the file's content again; the saved user shows at once here and in the header.
 */
export function ProfilePhoto({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const save = useMutation(userMutations.changeProfilePhoto());

  const change = (file: File) => {
    const { userId, token } = getSession();
    if (!userId || !token) return void toast.error('Missing credentials');
    const refusal = photoRefusal(file);
    if (refusal) return void toast.error(`Failed to update image: ${refusal}`);
    save.mutate(
      { userId, file },
      {
        onSuccess: () => toast.success('Profile image updated'),
        onError: (error) => toast.error(failureText(error, (message) => `Failed to update image: ${message}`, 'Failed to upload image')),
      },
    );
  };

  return (
    <Stack align="center" gap="2">
      <Avatar.Root size="2xl">
        <Avatar.Fallback name={user.full_name} />
        {user.profile_photo && <Avatar.Image src={user.profile_photo} alt="Profile photo" />}
      </Avatar.Root>
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          accept="image/*"
          aria-label="Profile photo file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ''; // choosing the same file again still triggers a change
            if (file) change(file);
          }}
        />
      </VisuallyHidden>
      <Button size="xs" variant="outline" loading={save.isPending} onClick={() => input.current?.click()}>
        Change
      </Button>
    </Stack>
  );
}
