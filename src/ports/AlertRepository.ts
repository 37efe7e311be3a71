import type { Alert, AlertRequest } from '../domain/alerts/Alert';
import type { Result } from '../domain/shared/Result';

/** Why an alert could not be made: the owner holds their most already. */
export type AlertRefusal = { code: 'ACCOUNT_FULL' } | { code: 'ADDRESS_FULL' };

/**
 * What a stop link did: stopped the alerts of its address, or found nothing to stop (they were stopped already, or the
 * link names no alert with that secret: a guest cannot tell the two apart, as it reads no alert).
 */
export type AlertStopOutcome = 'stopped' | 'nothing-to-stop';

/**
 * Shoppers' stock and price alerts (docs/architecture.md#alerts). A guest makes and stops alerts and reads none; a
 * signed-in shopper reads and removes their own; staff count who waits.
 */
export interface AlertRepository {
  /** A new waiting alert in the owner's first free slot; refused when every slot is taken. */
  create(request: AlertRequest): Promise<Result<Alert, AlertRefusal>>;
  /** Every alert of the account `uid` (at most MOST_ALERTS_AN_ACCOUNT), newest first. */
  listMine(uid: string): Promise<Alert[]>;
  /** The account's alerts on one product: the product page's one query. */
  mineFor(uid: string, productId: string): Promise<Alert[]>;
  /** The account's own alert removed. */
  remove(id: string): Promise<void>;
  /** The account's waiting alert told its news in the account's notifications (where no message told it). */
  markDone(alert: Alert): Promise<void>;
  /** The account's news seen. */
  markSeen(id: string): Promise<void>;
  /** A message's stop link: the alert `id` with its secret `token` stops, and with it every alert of its address. */
  stop(id: string, token: string): Promise<AlertStopOutcome>;
  /** Staff: how many shoppers wait for `productId` to come back in stock. */
  waitingCount(productId: string): Promise<number>;
}
