import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { changeMemberRole, failureText, removeMember, teamQueries } from '@portal/api';
import { type Role, ROLE_LABELS, ROLES, type TeamMember } from '@portal/contracts';
import { Button, formatDateTime, NativeSelect, Portal, Table, Text, toast, VisuallyHidden } from '@portal/ui';
import { Dialog } from '@portal/ui/overlays';

const lastSignIn = (member: TeamMember) => (member.last_sign_in_at ? formatDateTime(member.last_sign_in_at) : 'Never');

function RoleSelect({ member }: { member: TeamMember }) {
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (role: Role) => changeMemberRole(member.member_id, role),
    onSuccess: (_saved: TeamMember, role: Role) => toast.success(`${member.full_name} is now ${ROLE_LABELS[role]}`),
    onError: (error) => toast.error(failureText(error, (message) => message, 'The role was not changed')),
    onSettled: () => client.invalidateQueries({ queryKey: teamQueries.all }),
  });
  return (
    <NativeSelect.Root size="sm" minW="36" disabled={change.isPending}>
      <NativeSelect.Field
        aria-label={`Role of ${member.full_name}`}
        value={member.role}
        onChange={(e) => change.mutate(e.target.value as Role)}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Remove, after a question: the person is signed out at once. */
function RemoveMember({ member }: { member: TeamMember }) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeMember(member.member_id),
    onSuccess: () => {
      toast.success(`${member.full_name} was removed`);
      setOpen(false);
    },
    onError: (error) => toast.error(failureText(error, (message) => message, 'The member was not removed')),
    onSettled: () => client.invalidateQueries({ queryKey: teamQueries.all }),
  });
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        Remove
      </Button>
      <Dialog.Root open={open} onOpenChange={(details) => !details.open && setOpen(false)} role="alertdialog">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Remove {member.full_name}?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>They lose access to this business at once and are signed out.</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setOpen(false)} disabled={remove.isPending}>
                  Cancel
                </Button>
                <Button colorPalette="red" onClick={() => remove.mutate()} loading={remove.isPending}>
                  Remove member
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

/** The members with role, status and last sign-in; scrolls sideways on a phone. */
export function MembersTable({ members }: { members: readonly TeamMember[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" minW="640px">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Last sign-in</Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {members.map((member) => (
            <Table.Row key={member.member_id}>
              <Table.Cell>
                <Text fontWeight="medium">
                  {member.full_name}
                  {member.you ? ' (you)' : ''}
                </Text>
                <Text fontSize="sm" color="gray.600">
                  {member.email}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <RoleSelect member={member} />
              </Table.Cell>
              <Table.Cell>Active</Table.Cell>
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
