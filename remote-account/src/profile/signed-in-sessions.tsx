import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

import { failureText, sessionMutations, sessionQueries } from '@portal/api';
import type { SignedInSession } from '@portal/contracts';
import { useSession } from '@portal/session';
import { Badge, Button, Flex, formatDateTime, List, LoadError, Stack, Text, toast } from '@portal/ui';
import { ConfirmDialog } from '@portal/ui/overlays';

import { LoadingPlaceholder } from '../common/loading-placeholder';
import { SectionCard } from '../common/section-card';
import { useAccountStrings } from '../common/strings/account-strings';

/** This browser's session has ended on the server: the shell sees no session and goes to sign-in. */
const endHere = () => useSession.getState().signOut();

function SessionRow({ session }: { session: SignedInSession }) {
  const t = useAccountStrings();
  const end = useMutation({
    ...sessionMutations.end(),
    onSuccess: () => (session.current ? endHere() : toast.success(t('sessions.signedOut', { browser: session.browser }))),
    onError: (error) => toast.error(failureText(error, (message) => message, t('sessions.signOutFailed'))),
  });
  return (
    <List.Item listStyleType="none" borderTopWidth="1px" _first={{ borderTopWidth: 0 }} py="3">
      <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="2">
        <Stack gap="0.5">
          <Flex align="center" gap="2" wrap="wrap">
            <Text as="bdi" fontWeight="medium">
              {session.browser}
            </Text>
            {session.current && <Badge colorPalette="green">{t('sessions.thisBrowser')}</Badge>}
          </Flex>
          <Text fontSize="sm" color="gray.600">
            {t('sessions.when', { signedIn: formatDateTime(session.created_at), lastActive: formatDateTime(session.last_used_at) })}
          </Text>
          <Text fontSize="sm" color="gray.600">
            {t('sessions.from')} <bdi>{session.ip_address}</bdi>
          </Text>
        </Stack>
        <Button
          size="sm"
          variant="outline"
          aria-label={t('sessions.signOutLabel', { browser: session.browser, signedIn: formatDateTime(session.created_at) })}
          onClick={() => end.mutate(session.session_id)}
          loading={end.isPending}
        >
          {t('sessions.signOut')}
        </Button>
      </Flex>
    </List.Item>
  );
}

/** Sign out everywhere, after a question: every browser, this one included, must sign in again. */
function SignOutEverywhere() {
  const t = useAccountStrings();
  const [open, setOpen] = useState(false);
  const endAll = useMutation({
    ...sessionMutations.endAll(),
    onSuccess: endHere,
    onError: (error) => toast.error(failureText(error, (message) => message, t('sessions.everywhereFailed'))),
  });
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {t('sessions.everywhere')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('sessions.everywhereQuestion')}
        text={t('sessions.everywhereLead')}
        confirmLabel={t('sessions.everywhere')}
        cancelLabel={t('sessions.cancel')}
        busy={endAll.isPending}
        onConfirm={() => endAll.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Signed-in sessions (issue 37): browser, when, where from, each with Sign out, and Sign out everywhere. */
export function SignedInSessions() {
  const t = useAccountStrings();
  const sessions = useQuery(sessionQueries.list());
  const rows = sessions.data ?? [];
  return (
    <SectionCard title={t('sessions.title')} action={rows.length > 0 ? <SignOutEverywhere /> : undefined}>
      {sessions.isPending && <LoadingPlaceholder height="120px" label={t('sessions.loading')} />}
      {sessions.isError && <LoadError message={t('sessions.loadFailed')} onRetry={() => void sessions.refetch()} />}
      {sessions.isSuccess && rows.length === 0 && <Text color="gray.600">{t('sessions.none')}</Text>}
      {rows.length > 0 && (
        <List.Root aria-label={t('sessions.title')} ps="0">
          {rows.map((session) => (
            <SessionRow key={session.session_id} session={session} />
          ))}
        </List.Root>
      )}
    </SectionCard>
  );
}
