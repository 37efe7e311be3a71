import { Button, Card, chakra, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { CodDue } from '../../../domain/orders/CodRemittance';
import { formatDate } from '../../../domain/text/formatDateTime';
import { formatRupees } from '../../../domain/text/Money';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { orderNumber } from '../../shared/format/orderNumber';
import { AdminTable } from '../common/AdminTable';
import { PageHeader } from '../common/PageHeader';
import { SelectCheckbox } from '../common/SelectCheckbox';
import { TextField } from '../products/productForm/TextField';
import { type CodRemittanceStore, createCodRemittanceStore } from './CodRemittanceStore';

/**
 * /admin/cod: the cash couriers (and the shop's own team) collected at the door and have not paid over yet, by
 * courier, and recording a courier's payment against the orders it covers.
 */
export const CodRemittancePage = observer(function CodRemittancePage() {
  const store = useScreenStore(createCodRemittanceStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const due = store.due;
  return (
    <>
      <PageHeader
        title="Cash on delivery"
        description="Cash collected at the door and not yet paid over to the shop, by who collected it. Record each payment against the orders it covers."
      />
      {store.state.status === 'failed' ? (
        <RetryAlert message={store.state.reason} onRetry={() => void store.load()} />
      ) : store.state.status !== 'loaded' ? (
        <Text color="gray.600">Loading…</Text>
      ) : due.length === 0 ? (
        <Text color="gray.600">No cash waiting to be paid over.</Text>
      ) : (
        <Stack gap="6" maxW="5xl">
          {due.map((courier) => (
            <CourierDue key={courier.courier} due={courier} store={store} />
          ))}
        </Stack>
      )}
    </>
  );
});

const CourierDue = observer(function CourierDue({ due, store }: { due: CodDue; store: CodRemittanceStore }) {
  const draft = store.draft(due);
  const text = (field: 'reference' | 'date' | 'amount') => ({
    value: draft.form[field],
    onChange: (value: string) => store.set(due, field, value),
    error: draft.errors[field],
  });
  return (
    <Card.Root as="section" aria-label={due.courier} variant="outline" bg="white">
      <Card.Body gap="4">
        <HStack justify="space-between" flexWrap="wrap">
          <Heading as="h2" size="md">
            {due.courier}
          </Heading>
          <Text fontWeight="semibold" data-testid="cod-due">
            {formatRupees(due.amount)} not paid over, {due.orders.length}{' '}
            {due.orders.length === 1 ? 'order' : 'orders'}
          </Text>
        </HStack>
        <AdminTable
          framed={false}
          label={`Cash ${due.courier} collected`}
          columns={[
            { header: 'Paid over', w: '24' },
            'Order',
            'Delivered',
            { header: 'Collected', end: true },
          ]}
        >
          {due.orders.map((order) => (
            <Table.Row key={order.id}>
              <Table.Cell>
                <SelectCheckbox
                  checked={draft.chosen.includes(order.id)}
                  onChange={() => store.choose(due, order.id, !draft.chosen.includes(order.id))}
                  label={`Order ${orderNumber(order.id)} is in this payment`}
                />
              </Table.Cell>
              <Table.Cell>{orderNumber(order.id)}</Table.Cell>
              <Table.Cell>{order.deliveredAt ? formatDate(order.deliveredAt) : '—'}</Table.Cell>
              <Table.Cell textAlign="end">{formatRupees(order.codCollected ?? 0)}</Table.Cell>
            </Table.Row>
          ))}
        </AdminTable>
        {draft.errors.orders ? (
          <Text color="red.600" role="alert">
            {draft.errors.orders}
          </Text>
        ) : null}
        <chakra.form
          aria-label={`Payment from ${due.courier}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void store.record(due);
          }}
        >
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
            <TextField label="Payment reference" required {...text('reference')} />
            <TextField label="Received on" required type="date" {...text('date')} />
            <TextField label="Amount (₹)" required inputMode="numeric" {...text('amount')} />
          </SimpleGrid>
          <Button type="submit" colorPalette="brand" mt="4" loading={store.saving}>
            Record payment
          </Button>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
});
