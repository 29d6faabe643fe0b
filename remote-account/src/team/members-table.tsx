import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { changeMemberRole, failureText, removeMember, teamQueries } from '@portal/api';
import { type Role, ROLE_LABELS, ROLES, type TeamMember } from '@portal/contracts';
import { messageText } from '@portal/i18n';
import { Button, formatDateTime, NativeSelect, Table, Text, toast, VisuallyHidden } from '@portal/ui';
import { ConfirmDialog } from '@portal/ui/overlays';

import { accountText, useAccountStrings } from '../common/strings/account-strings';

const lastSignIn = (member: TeamMember) => (member.last_sign_in_at ? formatDateTime(member.last_sign_in_at) : accountText()('team.never'));

function RoleSelect({ member }: { member: TeamMember }) {
  const t = useAccountStrings();
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (role: Role) => changeMemberRole(member.member_id, role),
    onSuccess: (_saved: TeamMember, role: Role) =>
      toast.success(t('team.roleChanged', { name: member.full_name, role: messageText(ROLE_LABELS[role]) })),
    onError: (error) => toast.error(failureText(error, (message) => message, t('team.roleFailed'))),
    onSettled: () => client.invalidateQueries({ queryKey: teamQueries.all }),
  });
  return (
    <NativeSelect.Root size="sm" minW="36" disabled={change.isPending}>
      <NativeSelect.Field
        aria-label={t('team.roleOf', { name: member.full_name })}
        value={member.role}
        onChange={(e) => change.mutate(e.target.value as Role)}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {messageText(ROLE_LABELS[role])}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Remove, after a question: the person is signed out at once. */
function RemoveMember({ member }: { member: TeamMember }) {
  const t = useAccountStrings();
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeMember(member.member_id),
    onSuccess: () => {
      toast.success(t('team.removed', { name: member.full_name }));
      setOpen(false);
    },
    onError: (error) => toast.error(failureText(error, (message) => message, t('team.removeFailed'))),
    onSettled: () => client.invalidateQueries({ queryKey: teamQueries.all }),
  });
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        {t('team.remove')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('team.removeQuestion', { name: member.full_name })}
        text={t('team.removeLead')}
        confirmLabel={t('team.removeMember')}
        cancelLabel={t('team.cancel')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/**
 * The name and e-mail wrap within a phone's visible part of the table (the table does not wrap; an
 * address, without spaces, breaks anywhere): the column no longer outgrows it, which in Urdu hid an
 * address's start beyond the left edge.
 */
const whole = { maxW: { base: '15rem', md: 'none' }, whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/** The members with role, status and last sign-in; scrolls sideways on a phone. */
export function MembersTable({ members }: { members: readonly TeamMember[] }) {
  const t = useAccountStrings();
  // Relative: the visually hidden header stays inside the scroll area, not widening the page in RTL.
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
      <Table.Root size="sm" minW="640px">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('team.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('team.role')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('team.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('team.lastSignIn')}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>{t('team.actions')}</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {members.map((member) => (
            <Table.Row key={member.member_id}>
              <Table.Cell>
                <Text fontWeight="medium" {...whole}>
                  <bdi>{member.full_name}</bdi>
                  {member.you ? t('team.you') : ''}
                </Text>
                <Text fontSize="sm" color="gray.600" {...whole}>
                  <bdi>{member.email}</bdi>
                </Text>
              </Table.Cell>
              <Table.Cell>
                <RoleSelect member={member} />
              </Table.Cell>
              <Table.Cell>{t('team.active')}</Table.Cell>
              <Table.Cell>{lastSignIn(member)}</Table.Cell>
              <Table.Cell textAlign="end">
                <RemoveMember member={member} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
