import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';

import { acceptInvitation, failureText, invitationQueries, isNotFound, joinInvitation } from '@portal/api';
import { type InvitationPreview, type LoginReply, paths, ROLE_LABELS } from '@portal/contracts';
import { type AcceptInvitationRequest, AcceptInvitationSchema } from '@portal/contracts/endpoints/invitations';
import { FormProvider, PhoneField, TextField, useForm, valibotResolver } from '@portal/forms';
import { useSession } from '@portal/session';
import { Box, Button, Heading, Link, LoadError, Stack, Text, toast } from '@portal/ui';

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
  const startSession = useStartSession();
  const accept = async (values: AcceptInvitationRequest) => {
    try {
      startSession(await acceptInvitation(token, values));
    } catch (error) {
      toast.error(failureText(error, (message) => `Could not accept the invitation: ${message}`, 'Could not accept the invitation'));
    }
  };
  return (
    <FormProvider {...form}>
      <form noValidate aria-label="Accept the invitation" onSubmit={form.handleSubmit(accept)}>
        <Stack gap="4">
          <TextField<AcceptInvitationRequest> name="full_name" label="Full name" autoComplete="name" />
          <PhoneField<AcceptInvitationRequest> name="phone_number" label="Phone number" />
          <TextField<AcceptInvitationRequest>
            name="password"
            label="Set password"
            type="password"
            autoComplete="new-password"
            helperText="At least 6 characters."
          />
          <Button type="submit" colorPalette="teal" loading={form.formState.isSubmitting} alignSelf="flex-start">
            Accept invitation
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** Someone with a login already adds the business once signed in with the invited e-mail. */
function JoinWithLogin({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const signedIn = useSession((session) => session.token !== null);
  const startSession = useStartSession();
  const join = useMutation({
    mutationFn: () => joinInvitation(token),
    onSuccess: startSession,
    onError: (error) => toast.error(failureText(error, (message) => `Could not join: ${message}`, 'Could not join')),
  });
  if (!signedIn) {
    return (
      <Text>
        {`${invitation.email} has a login already. `}
        <Link href={paths.login} color="teal.700" fontWeight="medium">
          Sign in
        </Link>
        {' with it, then open this link again to join.'}
      </Text>
    );
  }
  return (
    <Button colorPalette="teal" alignSelf="flex-start" loading={join.isPending} onClick={() => join.mutate()}>
      {`Join ${invitation.business_name}`}
    </Button>
  );
}

/**
 * The page an invitation e-mail links to (/invitations/:token): who invites, in which role; a new
 * person makes their login here, someone with one joins after signing in.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const preview = useQuery(invitationQueries.preview(token));
  return (
    <Box as="main" maxW="32rem" mx="auto" px="4" py="10">
      {preview.isPending && <Text role="status">Loading the invitation...</Text>}
      {preview.isError &&
        (isNotFound(preview.error) ? (
          <Stack gap="3">
            <Heading as="h1" size="xl">
              Invitation not valid
            </Heading>
            <Text>This invitation link has been used, withdrawn or has expired. Ask the business to send you a new one.</Text>
          </Stack>
        ) : (
          <LoadError message="Could not load the invitation." onRetry={() => void preview.refetch()} />
        ))}
      {preview.data && (
        <Stack gap="5">
          <Heading as="h1" size="xl">{`Join ${preview.data.business_name}`}</Heading>
          <Text>{`You are invited as ${ROLE_LABELS[preview.data.role]}, with the e-mail ${preview.data.email}.`}</Text>
          {preview.data.existing_account ? <JoinWithLogin token={token} invitation={preview.data} /> : <NewLoginForm token={token} />}
        </Stack>
      )}
    </Box>
  );
}
