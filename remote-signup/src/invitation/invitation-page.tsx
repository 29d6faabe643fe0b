import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';

import { acceptInvitation, failureText, invitationQueries, isNotFound, joinInvitation } from '@portal/api';
import { type InvitationPreview, type LoginReply, paths, ROLE_LABELS } from '@portal/contracts';
import { type AcceptInvitationRequest, AcceptInvitationSchema } from '@portal/contracts/endpoints/invitations';
import { FormProvider, PhoneField, TextField, useForm, valibotResolver } from '@portal/forms';
import { messageText } from '@portal/i18n';
import { useSession } from '@portal/session';
import { Box, Button, Heading, Link, LoadError, Stack, Text, toast } from '@portal/ui';

import { signupText, useSignupStrings } from '../common/strings/signup-strings';
import { WithData } from '../common/strings/with-data';

/** The invitation's signed-in session: the business the person joined, in their role. */
function useStartSession() {
  const navigate = useNavigate();
  return (reply: LoginReply) => {
    const { user } = reply;
    useSession.getState().signIn({ token: reply.token, userId: user.user_id, supplierId: user.supplier_id, role: user.role });
    void navigate('/', { replace: true });
  };
}

/** A new person's login: name, phone and password (sign-up's rules); the e-mail is the invitation's. */
function NewLoginForm({ token }: { token: string }) {
  const form = useForm<AcceptInvitationRequest>({
    defaultValues: { full_name: '', phone_number: '', password: '' },
    resolver: valibotResolver(AcceptInvitationSchema),
  });
  const t = useSignupStrings();
  const startSession = useStartSession();
  const accept = async (values: AcceptInvitationRequest) => {
    try {
      startSession(await acceptInvitation(token, values));
    } catch (error) {
      const t = signupText();
      toast.error(failureText(error, (message) => t('invitation.acceptFailedWith', { message }), t('invitation.acceptFailed')));
    }
  };
  return (
    <FormProvider {...form}>
      <form noValidate aria-label={t('invitation.form')} onSubmit={form.handleSubmit(accept)}>
        <Stack gap="4">
          <TextField<AcceptInvitationRequest> name="full_name" label={t('invitation.fullName')} autoComplete="name" />
          <PhoneField<AcceptInvitationRequest> name="phone_number" label={t('invitation.phone')} />
          <TextField<AcceptInvitationRequest>
            name="password"
            label={t('invitation.password')}
            type="password"
            autoComplete="new-password"
            helperText={t('invitation.passwordHelp')}
          />
          <Button type="submit" colorPalette="teal" loading={form.formState.isSubmitting} alignSelf="flex-start">
            {t('invitation.accept')}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** Someone with a login already adds the business once signed in with the invited e-mail. */
function JoinWithLogin({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const t = useSignupStrings();
  const signedIn = useSession((session) => session.token !== null);
  const startSession = useStartSession();
  const join = useMutation({
    mutationFn: () => joinInvitation(token),
    onSuccess: startSession,
    onError: (error) =>
      toast.error(failureText(error, (message) => t('invitation.joinFailedWith', { message }), t('invitation.joinFailed'))),
  });
  if (!signedIn) {
    return (
      <Text>
        <WithData sentence={(email) => t('invitation.hasLogin', { email })} data={invitation.email} />
        <Link href={paths.login} color="teal.700" fontWeight="medium">
          {t('invitation.signIn')}
        </Link>
        {t('invitation.thenOpenAgain')}
      </Text>
    );
  }
  return (
    <Button colorPalette="teal" alignSelf="flex-start" loading={join.isPending} onClick={() => join.mutate()}>
      <WithData sentence={(business) => t('invitation.join', { business })} data={invitation.business_name} />
    </Button>
  );
}

/**
 * The page an invitation e-mail links to (/invitations/:token): who invites, in which role; a new
 * person makes their login here, someone with one joins after signing in.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const t = useSignupStrings();
  const preview = useQuery(invitationQueries.preview(token));
  return (
    <Box as="main" maxW="32rem" mx="auto" px="4" py="10">
      {preview.isPending && <Text role="status">{t('invitation.loading')}</Text>}
      {preview.isError &&
        (isNotFound(preview.error) ? (
          <Stack gap="3">
            <Heading as="h1" size="xl">
              {t('invitation.notValid')}
            </Heading>
            <Text>{t('invitation.notValidLead')}</Text>
          </Stack>
        ) : (
          <LoadError message={t('invitation.loadFailed')} onRetry={() => void preview.refetch()} />
        ))}
      {preview.data && (
        <Stack gap="5">
          <Heading as="h1" size="xl">
            <WithData sentence={(business) => t('invitation.join', { business })} data={preview.data.business_name} />
          </Heading>
          <Text>
            <WithData
              sentence={(email) => t('invitation.invitedAs', { role: messageText(ROLE_LABELS[preview.data.role]), email })}
              data={preview.data.email}
            />
          </Text>
          {preview.data.existing_account ? <JoinWithLogin token={token} invitation={preview.data} /> : <NewLoginForm token={token} />}
        </Stack>
      )}
    </Box>
  );
}
