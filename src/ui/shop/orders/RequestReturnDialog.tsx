import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  Field,
  HStack,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormFailure } from '../../shared/components/FormFailure';
import type { Order } from '../../../domain/orders/Order';
import {
  RETURN_COMMENT_MAX,
  RETURN_REASONS,
  returnableLines,
} from '../../../domain/afterSales/ReturnRequest';
import type { OrderReturnsStore, ReturnForm } from '../../shared/stores/OrderReturnsStore';
import { createReturnPhotosStore } from '../../shared/stores/ReturnPhotosStore';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { variantLabel } from '../../shared/format/variantLabel';
import {
  REFUND_DESTINATION_TO_CORRECT,
  refundNeedsDestination,
} from '../../../domain/orders/RefundDestination';
import { DialogFrame } from '../../shared/components/DialogFrame';
import { ReturnPhotoPicker } from './ReturnPhotoPicker';
import { useRefundDestination } from './useRefundDestination';

const EMPTY: ReturnForm = { quantities: {}, reason: '', comment: '' };

/**
 * 'Request a return': the lines to send back and how many of each, a reason, a comment and photos of the damage. A
 * refusal shows in the dialog and keeps everything chosen; on success the dialog closes and the page shows the
 * ticket (`onReceived`).
 */
export const RequestReturnDialog = observer(function RequestReturnDialog({
  order,
  store,
  onReceived,
}: {
  order: Order;
  store: OrderReturnsStore;
  onReceived: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<ReturnForm>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const refund = useRefundDestination(refundNeedsDestination(order));
  const photos = useScreenStore(createReturnPhotosStore);
  const returnable = new Set(returnableLines(order));
  const setQuantity = (line: number, quantity: number) =>
    setForm((current) => ({ ...current, quantities: { ...current.quantities, [line]: quantity } }));

  const send = async () => {
    setProblem(null);
    const refundTo = refund.check();
    if (refundTo === null) {
      setProblem(REFUND_DESTINATION_TO_CORRECT);
      return;
    }
    const outcome = await store.request(order, { ...form, ...(refundTo ? { refundTo } : {}) }, photos);
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    setOpen(false);
    setForm(EMPTY);
    refund.reset();
    photos.clear();
    onReceived(outcome.message);
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
      placement="center"
      scrollBehavior="inside"
      trigger={
        <Button variant="outline" colorPalette="brand" size="sm" alignSelf="start">
          Request a return
        </Button>
      }
      title="Request a return"
      bodyGap="5"
      dismissLabel="Close"
      footer={
        <Button
          colorPalette="brand"
          loading={store.working}
          loadingText="Sending…"
          disabled={photos.busy}
          onClick={() => void send()}
        >
          Request return
        </Button>
      }
    >
      <Dialog.Description>
        Choose what to send back. We collect it from your address and refund you once it is picked up. An item
        can be asked back once, so include every unit of it you want to return.
      </Dialog.Description>
      <Stack as="fieldset" gap="3">
        <Text as="legend" fontWeight="semibold" mb="2">
          Items
        </Text>
        {order.lines.map((line, index) => {
          const chosen = (form.quantities[index] ?? 0) > 0;
          const available = returnable.has(index);
          const label = [line.name, variantLabel(line.variant)].filter(Boolean).join(' — ');
          return (
            <HStack key={index} justify="space-between" gap="3" flexWrap="wrap">
              <Checkbox.Root
                checked={chosen}
                disabled={!available}
                onCheckedChange={(event) => setQuantity(index, event.checked === true ? line.quantity : 0)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {label}
                  {available ? null : (
                    <Text as="span" color="gray.600" fontSize="sm">
                      {' '}
                      (return already requested)
                    </Text>
                  )}
                </Checkbox.Label>
              </Checkbox.Root>
              {chosen && line.quantity > 1 ? (
                <NativeSelect.Root size="sm" width="auto">
                  <NativeSelect.Field
                    aria-label={`How many of ${label}`}
                    value={String(form.quantities[index] ?? line.quantity)}
                    onChange={(event) => setQuantity(index, Number(event.target.value))}
                  >
                    {Array.from({ length: line.quantity }, (_, count) => (
                      <option key={count + 1} value={count + 1}>
                        {count + 1} of {line.quantity}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              ) : null}
            </HStack>
          );
        })}
      </Stack>
      <Field.Root required>
        <Field.Label>
          Reason <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={form.reason}
            onChange={(event) => setForm((current) => ({ ...current, reason: event.target.value }))}
          >
            <option value="">Choose a reason</option>
            {RETURN_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root invalid={form.comment.length > RETURN_COMMENT_MAX}>
        <Field.Label>Comment (optional)</Field.Label>
        <Textarea
          value={form.comment}
          onChange={(event) => setForm((current) => ({ ...current, comment: event.target.value }))}
          rows={3}
          placeholder="What is wrong with it?"
        />
        <Field.HelperText>
          {form.comment.length}/{RETURN_COMMENT_MAX} characters
        </Field.HelperText>
      </Field.Root>
      <ReturnPhotoPicker photos={photos} disabled={store.working} />
      {refund.fields}
      <FormFailure message={problem} />
    </DialogFrame>
  );
});
