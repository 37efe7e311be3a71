import { useEffect } from 'react';
import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { UserRepository } from '../../../ports/UserRepository';
import { useInjection } from '../../di/ContainerContext';
import { useStores } from '../../stores/StoresContext';
import { AdminTable } from '../components/AdminTable';
import { formatDate } from '../components/orderLabels';
import { PageHeader } from '../components/PageHeader';
import { PagedLoadState } from '../components/PagedLoadState';
import { useAdminStore } from '../hooks/useAdminStore';
import { AdminUsersStore } from '../stores/AdminUsersStore';
import { toasterNotifier } from '../stores/toasterNotifier';

/** /admin/users: every user record with its role; promote to admin or make a customer again. */
export const UsersPage = observer(function UsersPage() {
  const repository = useInjection(UserRepository);
  const { session } = useStores();
  const store = useAdminStore(
    () => new AdminUsersStore(repository, toasterNotifier, () => session.user?.uid ?? null),
  );
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
                <Table.Cell wordBreak="break-all">{user.email}</Table.Cell>
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
                      onClick={() => void store.setRole(user, 'user')}
                      aria-label={`Demote ${name} to user`}
                    >
                      Demote to user
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      colorPalette="brand"
                      disabled={store.busy.has(user.uid)}
                      onClick={() => void store.setRole(user, 'admin')}
                      aria-label={`Promote ${name} to admin`}
                    >
                      Promote to admin
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </AdminTable>
      </PagedLoadState>
    </>
  );
});
