import { useState } from 'react';
import { Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { createCsvExportStore } from '../common/CsvExportStore';
import { FormDialog } from '../common/FormDialog';

/** Export orders: a range of days in India time (this month so far by default), downloaded as CSV for the accountant. */
export const OrdersExportDialog = observer(function OrdersExportDialog({ onClose }: { onClose: () => void }) {
  const exporter = useScreenStore(createCsvExportStore);
  const [from, setFrom] = useState(() => `${exporter.today.slice(0, 8)}01`);
  const [to, setTo] = useState(() => exporter.today);
  return (
    <FormDialog
      title="Export orders"
      submitLabel="Export CSV"
      size={{ base: 'full', sm: 'md' }}
      onSubmit={() => exporter.orders(from, to)}
      onClose={onClose}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="gray.700">
          Orders placed on these days (India time), oldest first, with amounts in rupees and the GST of
          invoiced orders.
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <Field.Root>
            <Field.Label>From</Field.Label>
            <Input type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>To</Field.Label>
            <Input type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
          </Field.Root>
        </SimpleGrid>
        {exporter.working ? (
          <Text fontSize="sm" role="status">
            Reading orders… {exporter.progress}
          </Text>
        ) : null}
        {exporter.error ? (
          <Text fontSize="sm" color="red.700" role="alert">
            {exporter.error}
          </Text>
        ) : null}
      </Stack>
    </FormDialog>
  );
});
