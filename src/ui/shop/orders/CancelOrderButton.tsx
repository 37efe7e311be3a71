import { useState } from 'react';
import { Button, Dialog, Field, Textarea } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { FormFailure } from '../../shared/components/FormFailure';
import { orderMessageFor } from '../../../domain/orders/orderMessages';
import type { Order } from '../../../domain/orders/Order';
import { CANCEL_REASON_MAX, shopperCanCancel } from '../../../domain/orders/OrderCancellation';
import { createCancelOrderStore } from './CancelOrderStore';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { notify } from '../../shared/components/toaster';
import { useFieldDescription } from '../../shared/hooks/useFieldDescription';
import { REFUND_DESTINATION_TO_CORRECT } from '../../../domain/orders/RefundDestination';
import { DialogFrame } from '../../shared/components/DialogFrame';
import { useRefundDestination } from './useRefundDestination';

/**
 * 'Cancel order' on an open order: asks first, with an optional reason, and keeps what was typed on a failure. An
 * order that ships while the question is open says so in the dialog instead of closing it under the shopper.
 */
export const CancelOrderButton = observer(function CancelOrderButton({
  order,
  focusAfterCancel,
}: {
  order: Order;
  /** The id of what takes the focus once the order is cancelled and this button is gone. */
  focusAfterCancel: string;
}) {
  const store = useScreenStore(createCancelOrderStore);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const refund = useRefundDestination(false);
  // Only money that has gone (paid, or a UTR reported) comes back; cash on delivery has taken none yet.
  const refundable = order.paymentMethod === 'upi' && (order.paymentStatus === 'paid' || Boolean(order.utr));
  const reasonDescription = useFieldDescription({ error: reason.length > CANCEL_REASON_MAX, helper: true });
  const working = store.working;
  const cancellable = shopperCanCancel(order);
  const problem = cancellable ? failure : orderMessageFor('ORDER.NOT_CANCELLABLE', { status: order.status });
  if (!cancellable && !open) return null;

  const confirm = async () => {
    setFailure(null);
    const refundTo = refundable ? refund.check() : undefined;
    if (refundTo === null) {
      setFailure(REFUND_DESTINATION_TO_CORRECT);
      return;
    }
    const refused = await store.cancel(order.id, reason, refundTo);
    if (refused) {
      setFailure(refused);
      return;
    }
    setOpen(false);
    setReason('');
    refund.reset();
    notify.success(orderMessageFor('ORDER.CANCELLED'));
    // After the dialog has handed the focus back to its trigger, which is gone now.
    requestAnimationFrame(() => document.getElementById(focusAfterCancel)?.focus());
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={(event) => {
        setOpen(event.open);
        if (!event.open) setFailure(null);
      }}
      role="alertdialog"
      placement="center"
      trigger={
        <Button variant="outline" colorPalette="red" size="sm" alignSelf="start">
          Cancel order
        </Button>
      }
      title="Cancel this order?"
      bodyGap="4"
      dismissLabel="Keep order"
      footer={
        <Button
          colorPalette="red"
          loading={working}
          loadingText="Cancelling…"
          disabled={!cancellable || reason.length > CANCEL_REASON_MAX}
          onClick={() => void confirm()}
        >
          Cancel order
        </Button>
      }
    >
      <Dialog.Description>
        {order.paymentMethod === 'upi'
          ? `${orderMessageFor('ORDER.UPI_REFUND')} The items go back on sale.`
          : order.paymentMethod === 'online'
            ? orderMessageFor(order.paymentStatus === 'paid' ? 'ORDER.ONLINE_REFUND' : 'ORDER.CANCEL_UNPAID')
            : orderMessageFor('ORDER.CANCEL_COD')}
      </Dialog.Description>
      <Field.Root ids={reasonDescription.ids} invalid={reason.length > CANCEL_REASON_MAX}>
        <Field.Label>Reason (optional)</Field.Label>
        <Textarea
          aria-describedby={reasonDescription.describedBy}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={3}
          placeholder="Tell us why, if you like"
        />
        <Field.HelperText>
          {reason.length}/{CANCEL_REASON_MAX} characters
        </Field.HelperText>
        <Field.ErrorText>
          {orderMessageFor('ORDER.CANCEL_REASON_TOO_LONG', { max: CANCEL_REASON_MAX })}
        </Field.ErrorText>
      </Field.Root>
      {refundable ? refund.fields : null}
      <FormFailure message={problem} />
    </DialogFrame>
  );
});
