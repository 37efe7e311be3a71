import { useEffect } from 'react';
import { Alert, Button, Input, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuDownload } from 'react-icons/lu';
import { formatRupees } from '../../../domain/text/Money';
import { AdminTable } from '../common/AdminTable';
import { EraseExpiredCustomersButton } from './EraseExpiredCustomersButton';
import { LoadStateView } from '../common/LoadStateView';
import { formatDateTime } from '../../../domain/text/formatDateTime';
import { orderNumber } from '../../shared/format/orderNumber';
import { PageHeader } from '../common/PageHeader';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { createAdminCustomersStore, MAX_CUSTOMER_ORDERS } from './AdminCustomersStore';
import { createCsvExportStore } from '../common/CsvExportStore';

/** /admin/customers: users who ordered, with order count, total spent and last order. */
export const CustomersPage = observer(function CustomersPage() {
  const store = useScreenStore(createAdminCustomersStore);
  const exporter = useScreenStore(createCsvExportStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <>
      <PageHeader
        title="Customers"
        description="Everyone who has ordered, most recent first. Spend leaves out cancelled and refunded orders."
      >
        <Button
          variant="outline"
          size="sm"
          disabled={store.state.status === 'loading' || store.customers.length === 0}
          loading={exporter.working}
          onClick={() => void exporter.customers(store.customers)}
        >
          <LuDownload aria-hidden /> Export CSV
        </Button>
        <EraseExpiredCustomersButton onErased={() => void store.load()} />
      </PageHeader>
      {exporter.error ? (
        <Text color="red.700" role="alert" mb="3">
          {exporter.error}
        </Text>
      ) : null}
      <Input
        type="search"
        aria-label="Search customers by name or e-mail"
        placeholder="Search by name or e-mail"
        value={store.search}
        onChange={(event) => store.setSearch(event.target.value)}
        bg="white"
        mb="4"
        maxW={{ md: 'sm' }}
      />
      {store.truncated ? (
        <Alert.Root status="info" mb="4" rounded="md">
          <Alert.Indicator />
          <Alert.Title>Figures cover the newest {MAX_CUSTOMER_ORDERS} orders.</Alert.Title>
        </Alert.Root>
      ) : null}
      <LoadStateView
        state={store.state}
        empty={store.visible.length === 0}
        emptyText={
          store.customers.length === 0 ? 'No customer has ordered yet.' : 'No customer matches this search.'
        }
        onRetry={() => void store.load()}
      >
        <AdminTable
          label="Customers"
          columns={[
            'Customer',
            { header: 'Orders', end: true },
            { header: 'Total spent', end: true },
            'Last order',
          ]}
        >
          {store.visible.map((customer) => (
            <Table.Row key={customer.userId}>
              <Table.Cell>
                <Text fontWeight="medium">{customer.name || 'Customer'}</Text>
                <Text fontSize="xs" color="gray.600" wordBreak="break-all">
                  {customer.email}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{customer.orderCount}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatRupees(customer.totalSpent)}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {formatDateTime(customer.lastOrderAt)}{' '}
                <Text as="span" fontFamily="mono" fontSize="xs" color="gray.600">
                  {orderNumber(customer.lastOrderId)}
                </Text>
              </Table.Cell>
            </Table.Row>
          ))}
        </AdminTable>
      </LoadStateView>
    </>
  );
});
