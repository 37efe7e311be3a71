import type { DocumentData } from 'firebase/firestore';
import type { Order } from '../../domain/orders/Order';

/**
 * The order's write: its changed state, the server's time and one more history entry (firestore.rules check it).
 * `serverTime` is the SDK's server-timestamp sentinel: the web SDK's in the app, the Admin SDK's in the server module.
 */
export const orderFields = (before: Order, after: Order, serverTime: unknown): DocumentData => ({
  status: after.status,
  paymentStatus: after.paymentStatus,
  updatedAt: serverTime,
  ...(after.refundTo && !before.refundTo ? { refundTo: { ...after.refundTo } } : {}),
  ...(after.cancelReason !== undefined && after.cancelReason !== before.cancelReason
    ? { cancelReason: after.cancelReason }
    : {}),
  ...(after.deliveredAt !== before.deliveredAt ? { deliveredAt: serverTime } : {}),
  ...(after.paymentRefund !== before.paymentRefund ? { paymentRefund: after.paymentRefund } : {}),
  ...(after.codCollected !== undefined && before.codCollected === undefined
    ? { codCollected: after.codCollected, codToRemit: true }
    : {}),
  ...(after.onlinePayment && after.onlinePayment !== before.onlinePayment
    ? { onlinePayment: { ...after.onlinePayment } }
    : {}),
  ...(after.shipment && after.shipment !== before.shipment
    ? {
        shipment: {
          ...after.shipment,
          ...(after.shipment.correctedAt === undefined ? {} : { correctedAt: serverTime }),
        },
      }
    : {}),
  ...(after.deliveryDelay && after.deliveryDelay !== before.deliveryDelay
    ? {
        deliveryDelay: {
          ...after.deliveryDelay,
          ...(after.deliveryDelay.at === undefined ? {} : { at: serverTime }),
        },
      }
    : {}),
  [`history.${before.history.length}`]: {
    status: after.status,
    paymentStatus: after.paymentStatus,
    at: serverTime,
    by: after.history[after.history.length - 1]?.by ?? null,
  },
});
