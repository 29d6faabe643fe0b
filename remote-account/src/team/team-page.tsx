import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { teamQueries } from '@portal/api';
import { paths } from '@portal/contracts';
import { Button, LoadError, Page, Stack, Text } from '@portal/ui';

import { LoadingPlaceholder } from '../common/loading-placeholder';
import { SectionCard } from '../common/section-card';
import { useAccountStrings } from '../common/strings/account-strings';
import { InvitationsList } from './invitations-list';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';
import { TwoStepRequirement } from './two-step-requirement';

/** Team: the members of the business, their roles, and invitations (owners; team.manage). */
export function TeamPage() {
  const t = useAccountStrings();
  const members = useQuery(teamQueries.members());
  const invitations = useQuery(teamQueries.invitations());
  const [sent, setSent] = useState<string>();
  return (
    <Page
      title={t('team.title')}
      actions={
        <Button asChild variant="outline">
          <RouterLink to={paths.teamActivity}>{t('team.activityLog')}</RouterLink>
        </Button>
      }
    >
      <Stack gap="5">
        <InviteForm onSent={(invitation) => setSent(invitation.invitation_id)} />
        <SectionCard title={t('team.members')}>
          {members.isError && <LoadError message={t('team.membersLoadFailed')} onRetry={() => void members.refetch()} />}
          {members.isPending && <LoadingPlaceholder height="120px" label={t('team.membersLoading')} />}
          {members.data &&
            (members.data.length === 0 ? <Text color="gray.600">{t('team.noMembers')}</Text> : <MembersTable members={members.data} />)}
        </SectionCard>
        <SectionCard title={t('team.invitations')}>
          {invitations.isError && <LoadError message={t('team.invitationsLoadFailed')} onRetry={() => void invitations.refetch()} />}
          {invitations.isPending && <LoadingPlaceholder height="60px" label={t('team.invitationsLoading')} />}
          {invitations.data && <InvitationsList invitations={invitations.data} sent={sent} />}
        </SectionCard>
        <TwoStepRequirement />
      </Stack>
    </Page>
  );
}
