import { useEffect } from 'react';
import { Alert, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { OUTBOX_ROUND_MINUTES } from '../../../domain/messages/MessageStatus';
import { formatDateTime } from '../../../domain/text/formatDateTime';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { failureOf } from '../../shared/stores/LoadState';
import { AdminTable } from '../common/AdminTable';
import { createMessageStatusStore } from './MessageStatusStore';

const TOLD =
  "shoppers hear of each step of their orders, and you of each new order at the shop's e-mail address below";

/** Whether shoppers and the owner hear from the shop (docs/behaviour.md#messages), and the messages it gave up on. */
export const MessagesNote = observer(function MessagesNote() {
  const store = useScreenStore(createMessageStatusStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const failure = failureOf(store.state);
  if (failure) return <RetryAlert message={failure} onRetry={() => void store.load()} />;
  const { status, messages } = store;
  if (!status || !messages) return null;
  const checkedAt = status.checkedAt ? formatDateTime(status.checkedAt) : '';
  return (
    <Stack gap="3">
      {messages === 'demo' ? (
        <Alert.Root status="info" rounded="md">
          <Alert.Indicator />
          <Alert.Description>
            Messages are on: {TOLD}. In this demo they land in the{' '}
            <Link asChild colorPalette="brand" variant="underline">
              <RouterLink to="/demo-inbox">demo inbox</RouterLink>
            </Link>
            .
          </Alert.Description>
        </Alert.Root>
      ) : messages === 'on' ? (
        <Alert.Root status="success" rounded="md">
          <Alert.Indicator />
          <Alert.Description>
            Messages are on: {TOLD}. The server module last checked for messages to retry at {checkedAt}.
          </Alert.Description>
        </Alert.Root>
      ) : messages === 'late' ? (
        <Alert.Root status="warning" rounded="md">
          <Alert.Indicator />
          <Alert.Description>
            Messages may be late: the server module last checked for messages to retry at {checkedAt}, and it
            checks every {OUTBOX_ROUND_MINUTES} minutes. Its logs in the Firebase console say why.
          </Alert.Description>
        </Alert.Root>
      ) : (
        <Alert.Root status="warning" rounded="md">
          <Alert.Indicator />
          <Alert.Description>
            Messages are off: no e-mail reaches shoppers or you until the shop's server module is deployed.
          </Alert.Description>
        </Alert.Root>
      )}
      {status.failures.length > 0 && (
        <Stack gap="2">
          <Heading as="h2" size="sm">
            Messages not sent
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            The shop gave these up after trying. Reach the shopper another way, by phone or from their order.
          </Text>
          <AdminTable
            label="Messages not sent"
            columns={['To', 'Message', 'Why', { header: 'When', hideBelow: 'md' }]}
          >
            {status.failures.map((message) => (
              <Table.Row key={message.id}>
                <Table.Cell>{message.to}</Table.Cell>
                <Table.Cell>
                  <Link asChild colorPalette="brand" variant="underline">
                    <RouterLink to={message.link}>{message.subject}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{message.failure}</Table.Cell>
                <Table.Cell hideBelow="md">{formatDateTime(message.at)}</Table.Cell>
              </Table.Row>
            ))}
          </AdminTable>
        </Stack>
      )}
    </Stack>
  );
});
