import { useMutation } from '@tanstack/react-query';

import { failureText, userMutations } from '@portal/api';
import type { User } from '@portal/contracts';
import { keepPlaceholders, WithData } from '@portal/i18n';
import { Alert, Badge, Button, HStack, toast } from '@portal/ui';

import { useAccountStrings } from './strings/account-strings';

/** 'Resend': a new verification e-mail; the server answers what it did (sent, or verified already). */
function ResendButton({ user }: { user: User }) {
  const t = useAccountStrings();
  const resend = useMutation(userMutations.resendVerificationEmail());
  const send = () =>
    resend.mutate(user.user_id, {
      onSuccess: (reply) => toast.success(reply.message),
      onError: (error) => toast.error(failureText(error, (message) => t('details.sendFailedWith', { message }), t('details.sendFailed'))),
    });
  return (
    <Button size="xs" variant="outline" colorPalette="teal" loading={resend.isPending} aria-label={t('details.resendLabel')} onClick={send}>
      {t('details.resend')}
    </Button>
  );
}

/** Whether the e-mail is verified, beside the address on My Profile, with Resend while it is not. */
export function EmailVerificationStatus({ user }: { user: User }) {
  const t = useAccountStrings();
  return user.email_verified ? (
    <Badge colorPalette="green" size="md">
      {t('details.verified')}
    </Badge>
  ) : (
    <HStack gap="2" display="inline-flex">
      <Badge colorPalette="orange" size="md">
        {t('details.notVerified')}
      </Badge>
      <ResendButton user={user} />
    </HStack>
  );
}

/** The dashboard's reminder while the e-mail is not verified, with Resend; nothing once it is. */
export function EmailVerificationNotice({ user }: { user: User }) {
  const t = useAccountStrings();
  if (user.email_verified) return null;
  return (
    <Alert.Root status="warning" alignItems="center" flexWrap="wrap" gap="3" mb="5">
      <Alert.Indicator />
      <Alert.Title flex="1" minW="min(100%, 16rem)" fontWeight="normal">
        <WithData text={t('details.notVerifiedNotice', keepPlaceholders('email'))} data={{ email: user.email }} />
      </Alert.Title>
      <ResendButton user={user} />
    </Alert.Root>
  );
}
