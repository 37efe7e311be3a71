import { makeAutoObservable, runInAction } from 'mobx';
import { orderMessageFor } from '../../../domain/orders/orderMessages';
import type { CancelOrderError } from '../../../domain/orders/OrderCancellation';
import type { RefundDestination } from '../../../domain/orders/RefundDestination';
import type { OrderRepository } from '../../../ports/OrderRepository';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import type { OrdersStore } from './OrdersStore';
import type { RootStore } from '../../app/stores/RootStore';

const problemOf = (error: CancelOrderError): string => {
  switch (error.code) {
    case 'ORDER.NOT_CANCELLABLE':
      return orderMessageFor(error.code, { status: error.status });
    case 'ORDER.CANCEL_REASON_TOO_LONG':
      return orderMessageFor(error.code, { max: error.max });
    case 'ORDER.NOT_FOUND':
    case 'ORDER.INVALID_REFUND_DESTINATION':
      return orderMessageFor(error.code);
  }
};

/** The shopper's 'Cancel order' on one order's page: the request, and why it failed. */
export class CancelOrderStore {
  working = false;

  constructor(
    private readonly repository: OrderRepository,
    private readonly orders: OrdersStore,
    private readonly network: NetworkGuard,
  ) {
    makeAutoObservable<this, 'repository' | 'orders' | 'network'>(
      this,
      { repository: false, orders: false, network: false },
      { autoBind: true },
    );
  }

  /** Cancels one of the signed-in shopper's open orders; null when done, else the message that says why not. */
  async cancel(orderId: string, reason: string, refundTo?: RefundDestination): Promise<string | null> {
    const userId = this.orders.userId;
    if (!userId) return orderMessageFor('ORDER.NOT_FOUND');
    const offline = this.network.offlineProblem();
    if (offline) return offline;
    this.working = true;
    try {
      const outcome = await this.repository.cancelOrder({
        orderId,
        userId,
        reason,
        ...(refundTo ? { refundTo } : {}),
      });
      if (!outcome.ok) return problemOf(outcome.error);
      this.orders.remember(outcome.value);
      return null;
    } catch (error) {
      console.error(error);
      return orderMessageFor('ORDER.CANCEL_FAILED');
    } finally {
      runInAction(() => (this.working = false));
    }
  }
}

/** A fresh store for each order page (used through useScreenStore). */
export const createCancelOrderStore = (root: RootStore): CancelOrderStore =>
  new CancelOrderStore(root.ports.orders, root.orders, networkStatusOf(root));
