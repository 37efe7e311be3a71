import { useEffect } from 'react';
import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { UserRepository } from '../../../ports/UserRepository';
import { useInjection } from '../../di/ContainerContext';
import { useStores } from '../../stores/StoresContext';
import { LoadState } from '../components/LoadState';
import { formatDate } from '../components/orderLabels';
import { PageHeader } from '../components/PageHeader';
import { Pager } from '../components/Pager';
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
    void store.load();
  }, [store]);
  return (
    <>
      <PageHeader
        title="Users"
        description="Admins can open this panel. You cannot remove your own admin rights."
      />
      <LoadState
        loading={store.loading}
        error={store.error}
        empty={store.users.length === 0}
        emptyText="No users yet."
        onRetry={() => void store.load()}
      >
        <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="lg" bg="white">
          <Table.Root size="sm" aria-label="Users">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>E-mail</Table.ColumnHeader>
                <Table.ColumnHeader>Joined</Table.ColumnHeader>
                <Table.ColumnHeader>Role</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Change</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
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
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </LoadState>
      <Pager
        label="User pages"
        page={store.pageIndex + 1}
        hasPrevious={store.hasPrevious}
        hasNext={store.hasNext}
        onPrevious={() => void store.previousPage()}
        onNext={() => void store.nextPage()}
      />
    </>
  );
});
