import { observer } from 'mobx-react-lite';
import {
  REJECT_REASON_MAX,
  returnTicket,
  type ReturnRequest,
} from '../../../domain/afterSales/ReturnRequest';
import type { AdminReturnsStore } from './AdminReturnsStore';
import { RejectReasonDialog } from '../common/RejectReasonDialog';

/** Rejecting a return asks for the reason the customer will read on their order. */
export const RejectReturnDialog = observer(function RejectReturnDialog({
  store,
  request,
  onClose,
}: {
  store: AdminReturnsStore;
  request: ReturnRequest | null;
  onClose: () => void;
}) {
  return (
    <RejectReasonDialog
      open={request !== null}
      title={`Reject ${request ? returnTicket(request) : ''}?`}
      reasonLabel="Reason for the customer"
      hint="Shown on their order."
      max={REJECT_REASON_MAX}
      rejectLabel="Reject return"
      keepLabel="Keep request"
      working={request !== null && store.working === request.id}
      onReject={async (reason) => (request ? store.move(request, 'rejected', reason) : null)}
      onClose={onClose}
    />
  );
});
