import { useEffect } from 'react';
import { Badge, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { ROLE_LABELS } from '../../../domain/staff/StaffRole';
import { mayHoldRole, ROLES, type Role, type UserProfile } from '../../../domain/accounts/User';
import { AdminTable } from '../common/AdminTable';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { formatDate } from '../../../domain/text/formatDateTime';
import { PageHeader } from '../common/PageHeader';
import { PagedLoadState } from '../common/PagedLoadState';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { createAdminUsersStore, type AdminUsersStore } from './AdminUsersStore';

/** Customers first, then the staff roles from the least to the most rights. */
const ROLE_ORDER: readonly Role[] = ['user', 'support', 'manager', 'admin'];

/**
 * /admin/users: every user record with its role and whether its e-mail is verified; the owner gives each a role
 * (a staff role only to a verified account), after confirming.
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
        description="Owners can do everything; managers run the catalogue, orders, banners, delivery and reviews; support handles orders, returns and customers. You cannot change your own role."
      />
      <PagedLoadState pager={store.pager} label="User pages" emptyText="No users yet.">
        <AdminTable label="Users" columns={['Person', { header: 'Joined', hideBelow: 'md' }, 'Role']}>
          {store.users.map((user) => {
            const name = user.name || user.displayName || user.email;
            return (
              <Table.Row key={user.uid}>
                <Table.Cell>
                  <Stack gap="1" align="start">
                    <Text fontWeight="medium">
                      {name}
                      {store.isSelf(user.uid) ? ' (you)' : ''}
                    </Text>
                    <Text wordBreak="break-all" color="gray.700">
                      {user.email}
                    </Text>
                    <Badge size="sm" colorPalette={user.emailVerified ? 'green' : 'orange'}>
                      {user.emailVerified ? 'Verified' : 'Not verified'}
                    </Badge>
                  </Stack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" hideBelow="md">
                  {formatDate(user.createdAt)}
                </Table.Cell>
                <Table.Cell minW="40" whiteSpace="normal">
                  <RoleSelect store={store} user={user} name={name} />
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

/** The account's role; choosing another asks the owner to confirm. Roles it can't hold are shown but disabled. */
const RoleSelect = observer(function RoleSelect({
  store,
  user,
  name,
}: {
  store: AdminUsersStore;
  user: UserProfile;
  name: string;
}) {
  const limit = store.roleLimitReason(user);
  const reasonId = `role-limit-${user.uid}`;
  const self = store.isSelf(user.uid);
  return (
    <Stack gap="1">
      <NativeSelect.Root size="sm" disabled={self || store.busy.has(user.uid)}>
        <NativeSelect.Field
          aria-label={`Role of ${name}`}
          aria-describedby={limit ? reasonId : undefined}
          value={user.role}
          onChange={(event) => {
            const role = ROLES.find((candidate) => candidate === event.target.value);
            if (role && role !== user.role) store.askRole(user, role);
          }}
          bg="white"
        >
          {ROLE_ORDER.map((role) => (
            <option key={role} value={role} disabled={!mayHoldRole(user, role)}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {limit ? (
        <Text id={reasonId} fontSize="xs" color="gray.600">
          {limit}
        </Text>
      ) : null}
    </Stack>
  );
});
