import { useEffect } from 'react';
import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { AdminTable } from '../components/AdminTable';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { formatDate } from '../../components/formatDateTime';
import { PageHeader } from '../components/PageHeader';
import { PagedLoadState } from '../components/PagedLoadState';
import { useScreenStore } from '../../stores/useScreenStore';
import { createAdminUsersStore } from '../stores/AdminUsersStore';

/**
 * /admin/users: every user record with its role and whether its e-mail is verified; promote to admin (a verified
 * account only) or make a customer again.
 */
export const UsersPage = observer(function UsersPage() {
  const store = useScreenStore(createAdminUsersStore);
  useEffect(() => {
    void store.pager.firstPage();
  }, [store]);
  return (
    <>
      <PageHeader
        title="Users"
        description="Admins can open this panel. You cannot remove your own admin rights."
      />
      <PagedLoadState pager={store.pager} label="User pages" emptyText="No users yet.">
        <AdminTable
          label="Users"
          columns={['Name', 'E-mail', 'Joined', 'Role', { header: 'Change', end: true }]}
        >
          {store.users.map((user) => {
            const self = store.isSelf(user.uid);
            const name = user.name || user.displayName || user.email;
            return (
              <Table.Row key={user.uid}>
                <Table.Cell>
                  <Text fontWeight="medium">
                    {name}
                    {self ? ' (you)' : ''}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="1" align="start">
                    <Text wordBreak="break-all">{user.email}</Text>
                    <Badge size="sm" colorPalette={user.emailVerified ? 'green' : 'orange'}>
                      {user.emailVerified ? 'Verified' : 'Not verified'}
                    </Badge>
                  </Stack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(user.createdAt)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={user.role === 'admin' ? 'purple' : 'gray'}>
                    {user.role === 'admin' ? 'Admin' : 'User'}
                  </Badge>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {user.role === 'admin' ? (
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={self || store.busy.has(user.uid)}
                      title={self ? 'You cannot remove your own admin rights.' : undefined}
                      onClick={() => store.askRole(user, 'user')}
                      aria-label={`Demote ${name} to user`}
                    >
                      Demote to user
                    </Button>
                  ) : (
                    <PromoteButton
                      name={name}
                      uid={user.uid}
                      blockedReason={store.promoteBlockedReason(user)}
                      busy={store.busy.has(user.uid)}
                      onPromote={() => store.askRole(user, 'admin')}
                    />
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </AdminTable>
      </PagedLoadState>
      <ConfirmDialog
        open={store.pendingQuestion !== null}
        title={store.pendingQuestion?.title ?? ''}
        message={store.pendingQuestion?.message ?? ''}
        confirmLabel={store.pendingQuestion?.confirmLabel ?? 'Confirm'}
        onConfirm={store.confirmRoleChange}
        onClose={store.cancelRoleChange}
      />
    </>
  );
});

interface PromoteProps {
  name: string;
  uid: string;
  /** Why the account can't be an admin (its e-mail is not verified), shown beside the disabled button. */
  blockedReason: string | null;
  busy: boolean;
  onPromote: () => void;
}

function PromoteButton({ name, uid, blockedReason, busy, onPromote }: PromoteProps) {
  const reasonId = `promote-blocked-${uid}`;
  return (
    <Stack gap="1" align="end">
      <Button
        size="xs"
        colorPalette="brand"
        disabled={busy || blockedReason !== null}
        title={blockedReason ?? undefined}
        aria-describedby={blockedReason ? reasonId : undefined}
        onClick={onPromote}
        aria-label={`Promote ${name} to admin`}
      >
        Promote to admin
      </Button>
      {blockedReason ? (
        <Text id={reasonId} fontSize="xs" color="gray.600" maxW="48" textAlign="end">
          {blockedReason}
        </Text>
      ) : null}
    </Stack>
  );
}
