// The shop's server module (docs/architecture.md#server-module): thin adapters from Firestore triggers and schedules
// to the shop's domain code and the Admin SDK. Deployed by `npm run deploy` when functions/lib is built.
import './serverOptions';

export { onComplaintWritten, onOrderWritten, onReturnWritten } from './outboxTriggers';
export { sendOutboxEntry } from './sendOutboxEntry';
export { outboxRound } from './outboxRound';
export { dailySummary } from './dailySummary';
export { startOnlinePayment } from './startOnlinePayment';
export { confirmOnlinePayment } from './confirmOnlinePayment';
export { razorpayWebhook } from './razorpayWebhook';
export { checkPaymentGateway } from './checkPaymentGateway';
export { drawPage } from './drawPage';
export { onAlertStopped, onProductWritten } from './alertTriggers';
