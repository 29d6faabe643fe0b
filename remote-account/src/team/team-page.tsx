import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';

import { teamQueries } from '@portal/api';
import { paths } from '@portal/contracts';
import { Button, LoadError, Page, Skeleton, Stack, Text } from '@portal/ui';

import { SectionCard } from '../common/section-card';
import { InvitationsList } from './invitations-list';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';
import { TwoStepRequirement } from './two-step-requirement';

/** Team: the members of the business, their roles, and invitations (owners; team.manage). */
export function TeamPage() {
  const members = useQuery(teamQueries.members());
  const invitations = useQuery(teamQueries.invitations());
  return (
    <Page
      title="Team"
      actions={
        <Button asChild variant="outline">
          <RouterLink to={paths.teamActivity}>Activity log</RouterLink>
        </Button>
      }
    >
      <Stack gap="5">
        <InviteForm />
        <SectionCard title="Members">
          {members.isError && <LoadError message="Could not load the team." onRetry={() => void members.refetch()} />}
          {members.isPending && <Skeleton height="120px" aria-label="Loading members" />}
          {members.data &&
            (members.data.length === 0 ? <Text color="gray.600">No members yet.</Text> : <MembersTable members={members.data} />)}
        </SectionCard>
        <SectionCard title="Pending invitations">
          {invitations.isError && <LoadError message="Could not load the invitations." onRetry={() => void invitations.refetch()} />}
          {invitations.isPending && <Skeleton height="60px" aria-label="Loading invitations" />}
          {invitations.data && <InvitationsList invitations={invitations.data} />}
        </SectionCard>
        <TwoStepRequirement />
      </Stack>
    </Page>
  );
}
