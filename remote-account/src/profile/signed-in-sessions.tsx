import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { failureText, sessionMutations, sessionQueries } from '@portal/api';
import type { SignedInSession } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Badge, Button, Flex, formatDateTime, List, LoadError, Portal, Skeleton, Stack, Text, toast } from '@portal/ui';
import { Dialog } from '@portal/ui/overlays';

import { SectionCard } from '../common/section-card';

/** This browser's session has ended on the server: the shell sees no session and goes to sign-in. */
const endHere = () => useSession.getState().signOut();

function SessionRow({ session }: { session: SignedInSession }) {
  const end = useMutation({
    ...sessionMutations.end(),
    onSuccess: () => (session.current ? endHere() : toast.success(`${session.browser} was signed out`)),
    onError: (error) => toast.error(failureText(error, (message) => message, 'The session was not signed out')),
  });
  return (
    <List.Item listStyleType="none" borderTopWidth="1px" _first={{ borderTopWidth: 0 }} py="3">
      <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="2">
        <Stack gap="0.5">
          <Flex align="center" gap="2" wrap="wrap">
            <Text fontWeight="medium">{session.browser}</Text>
            {session.current && <Badge colorPalette="green">This browser</Badge>}
          </Flex>
          <Text fontSize="sm" color="gray.600">
            Signed in {formatDateTime(session.created_at)} · last active {formatDateTime(session.last_used_at)}
          </Text>
          <Text fontSize="sm" color="gray.600">
            From {session.ip_address}
          </Text>
        </Stack>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Sign out ${session.browser}, signed in ${formatDateTime(session.created_at)}`}
          onClick={() => end.mutate(session.session_id)}
          loading={end.isPending}
        >
          Sign out
        </Button>
      </Flex>
    </List.Item>
  );
}

/** Sign out everywhere, after a question: every browser, this one included, must sign in again. */
function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const endAll = useMutation({
    ...sessionMutations.endAll(),
    onSuccess: endHere,
    onError: (error) => toast.error(failureText(error, (message) => message, 'Could not sign out everywhere')),
  });
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Sign out everywhere
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => !details.open && setOpen(false)} role="alertdialog">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Sign out everywhere?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>Every browser signed in to your account is signed out at once, this one too. You will need to sign in again.</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(false)} disabled={endAll.isPending}>
                  Cancel
                </Button>
                <Button colorPalette="red" onClick={() => endAll.mutate()} loading={endAll.isPending}>
                  Sign out everywhere
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

/** Signed-in sessions (issue 37): browser, when, where from, each with Sign out, and Sign out everywhere. */
export function SignedInSessions() {
  const sessions = useQuery(sessionQueries.list());
  const rows = sessions.data ?? [];
  return (
    <SectionCard title="Signed-in sessions" action={rows.length > 0 ? <SignOutEverywhere /> : undefined}>
      {sessions.isPending && <Skeleton height="120px" aria-label="Loading sessions" />}
      {sessions.isError && <LoadError message="Could not load your sessions." onRetry={() => void sessions.refetch()} />}
      {sessions.isSuccess && rows.length === 0 && <Text color="gray.600">No browser is signed in to your account.</Text>}
      {rows.length > 0 && (
        <List.Root aria-label="Signed-in sessions" ps="0">
          {rows.map((session) => (
            <SessionRow key={session.session_id} session={session} />
          ))}
        </List.Root>
      )}
    </SectionCard>
  );
}
