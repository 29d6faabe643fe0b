import { useRef, useState } from 'react';
import { updateProfileImage, uploadFiles } from '@portal/api';
import { UPLOAD_MAX_FILE_BYTES, type User } from '@portal/contracts';
import { getSession, useCurrentProfile } from '@portal/session';
import { Avatar, Button, Stack, VisuallyHidden, toast } from '@portal/ui';
import { failureText } from '../common/error-message';

const MAX_MB = UPLOAD_MAX_FILE_BYTES / (1024 * 1024);

/** Why a chosen file cannot be a profile photo, or null when it can be sent. */
export function photoRefusal(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please choose an image file.';
  if (file.size > UPLOAD_MAX_FILE_BYTES) return `The image must be ${MAX_MB} MB or smaller.`;
  return null;
}

/** Uploads the image, makes it the profile photo, and returns the saved user. */
async function savePhoto(userId: string, file: File): Promise<User> {
  const { urls } = await uploadFiles([file]);
  return updateProfileImage(userId, { profile_photo: urls[0]! });
}

/**
 * The avatar with its Change button. The server checks the file's content again; on success the
 * header's photo (useCurrentProfile) changes at once.
 */
export function ProfilePhoto({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [saving, setSaving] = useState(false);

  const change = async (file: File) => {
    const { userId, token } = getSession();
    if (!userId || !token) return void toast.error('Missing credentials');
    const refusal = photoRefusal(file);
    if (refusal) return void toast.error(`Failed to update image: ${refusal}`);
    setSaving(true);
    try {
      const saved = await savePhoto(userId, file);
      onSaved(saved);
      useCurrentProfile.getState().setProfile({ fullName: saved.full_name, photo: saved.profile_photo });
      toast.success('Profile image updated');
    } catch (error) {
      toast.error(failureText(error, (message) => `Failed to update image: ${message}`, 'Failed to upload image'));
    } finally {
      setSaving(false);
    }
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
            if (file) void change(file);
          }}
        />
      </VisuallyHidden>
      <Button size="xs" variant="outline" loading={saving} onClick={() => input.current?.click()}>
        Change
      </Button>
    </Stack>
  );
}
