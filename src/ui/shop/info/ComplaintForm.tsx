import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Field, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  SUBJECT_MAX,
  SUBJECT_MIN,
} from '../../../domain/afterSales/Complaint';
import { CountedTextareaField } from '../common/CountedTextareaField';
import type { Order } from '../../../domain/orders/Order';
import { FormFailure } from '../../shared/components/FormFailure';
import { FormTextField } from '../common/FormTextField';
import { useDraft } from '../common/useDraft';
import { formatDate } from '../../../domain/text/formatDateTime';
import { orderNumber } from '../../shared/format/orderNumber';
import type { ComplaintForm as Draft, ComplaintsStore } from './ComplaintsStore';

/** '#K7M2-Q9XD · 5 Mar 2026 · Udaipur King Bed and 2 more'. */
const orderChoice = (order: Order): string => {
  const [first, ...rest] = order.lines;
  const items = first ? `${first.name}${rest.length > 0 ? ` and ${rest.length} more` : ''}` : '';
  return [orderNumber(order.id), formatDate(order.createdAt), items].filter(Boolean).join(' · ');
};

/**
 * The signed-in shopper's complaint: which order (if any), a subject, what went wrong and how to reach them. Errors
 * show on their fields and a refusal says why; what was typed stays until the complaint is registered, which then
 * names its ticket.
 */
export const ComplaintForm = observer(function ComplaintForm({
  store,
  orders,
  contact,
}: {
  store: ComplaintsStore;
  /** The shopper's own orders to choose from, newest first. */
  orders: readonly Order[];
  /** The contact to start with: the account's e-mail address. */
  contact: string;
}) {
  const empty: Draft = { orderId: '', subject: '', description: '', contact };
  const { draft, setDraft, setErrors, change, field } = useDraft(empty);
  const [failure, setFailure] = useState<string | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  const registeredRef = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const outcome = await store.file(draft);
    if (!outcome.ok) {
      setErrors(outcome.fields);
      setFailure(outcome.message);
      return;
    }
    setErrors({});
    setDraft({ ...empty, contact: draft.contact });
    setRegistered(outcome.message);
    // The confirmation replaces nothing on screen: it takes the focus, so a screen reader reads the ticket.
    requestAnimationFrame(() => registeredRef.current?.focus());
  };

  return (
    <Stack gap="4">
      {registered ? (
        <Alert.Root status="success" rounded="md" role="status" ref={registeredRef} tabIndex={-1}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{registered}</Alert.Title>
            <Alert.Description>
              Follow it and reply under{' '}
              <Link asChild color="brand.700" fontWeight="semibold">
                <RouterLink to="/profile#your-complaints">Your complaints</RouterLink>
              </Link>{' '}
              in your profile.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Stack asChild gap="4" bg="brand.50" rounded="lg" p={{ base: '4', md: '5' }}>
        <form aria-label="Register a complaint" noValidate onSubmit={(event) => void submit(event)}>
          <Field.Root>
            <Field.Label>Order</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="orderId"
                value={draft.orderId}
                onChange={(event) => change('orderId', event.target.value)}
                bg="white"
              >
                <option value="">Not about a particular order</option>
                {orders.map((order) => (
                  <option key={order.id} value={order.id}>
                    {orderChoice(order)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.HelperText>Optional: the order the complaint is about.</Field.HelperText>
          </Field.Root>
          <FormTextField
            {...field('subject')}
            label="Subject"
            required
            helper={`${SUBJECT_MIN} to ${SUBJECT_MAX} characters, e.g. 'Table arrived scratched'`}
          />
          <CountedTextareaField
            {...field('description')}
            label="What went wrong"
            min={DESCRIPTION_MIN}
            max={DESCRIPTION_MAX}
          />
          <FormTextField
            {...field('contact')}
            label="How we can reach you"
            required
            autoComplete="email"
            helper="A phone number or an e-mail address."
          />
          <FormFailure message={failure} />
          <Text fontSize="sm" color="gray.700">
            You get a ticket number at once. We acknowledge every complaint within 48 hours and resolve it
            within one month.
          </Text>
          <Button
            type="submit"
            colorPalette="brand"
            w={{ base: 'full', sm: 'fit-content' }}
            loading={store.filing}
          >
            Register complaint
          </Button>
        </form>
      </Stack>
    </Stack>
  );
});
