import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  type CodDue,
  codDueByCourier,
  type RemittanceErrors,
  remittanceErrors,
  remittanceOf,
  type RemittanceForm,
} from '../../../domain/orders/CodRemittance';
import type { Order } from '../../../domain/orders/Order';
import { indiaDay } from '../../../domain/shared/CsvCells';
import type { Clock } from '../../../ports/Clock';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { RootStore } from '../../app/stores/RootStore';
import { failed, IDLE, LOADED, LOADING, type LoadState } from '../../shared/stores/LoadState';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import { toasterNotifier } from '../common/toasterNotifier';
import { saveWithNotice } from '../common/saveWithNotice';
import type { AdminNotifier } from '../layout/AdminNotifier';

export const COD_LOAD_FAILED = 'Failed to load the cash to be paid over. Please try again.';
export const REMITTANCE_SAVED = 'Payment recorded. Its orders are paid over.';
export const REMITTANCE_FAILED = 'Failed to record the payment. Please try again.';

/** One courier's payment as the admin fills it in: the orders it covers and the form. */
interface Draft {
  chosen: string[];
  form: RemittanceForm;
  errors: RemittanceErrors;
}

/** /admin/cod: the cash collected and not yet paid over, by courier, and recording a courier's payment of it. */
export class CodRemittanceStore {
  orders: Order[] = [];
  state: LoadState = IDLE;
  saving = false;
  drafts: Record<string, Draft> = {};
  readonly #orders: OrderRepository;
  readonly #clock: Clock;
  readonly #notifier: AdminNotifier;
  readonly #network: NetworkGuard;

  constructor(orders: OrderRepository, clock: Clock, notifier: AdminNotifier, network: NetworkGuard) {
    this.#orders = orders;
    this.#clock = clock;
    this.#notifier = notifier;
    this.#network = network;
    makeAutoObservable(this, { state: observableRef, orders: observableRef }, { autoBind: true });
  }

  get due(): CodDue[] {
    return codDueByCourier(this.orders);
  }

  async load(): Promise<void> {
    this.state = LOADING;
    try {
      const orders = await this.#orders.codToRemit();
      runInAction(() => {
        this.orders = orders;
        this.drafts = {};
        this.state = LOADED;
      });
    } catch (error) {
      console.error(error);
      runInAction(() => (this.state = failed(COD_LOAD_FAILED)));
    }
  }

  /** The courier's draft: every due order chosen, today's date and their sum, until the admin changes them. */
  draft(due: CodDue): Draft {
    return (
      this.drafts[due.courier] ?? {
        chosen: due.orders.map((order) => order.id),
        form: { reference: '', date: indiaDay(this.#clock.now()), amount: String(due.amount) },
        errors: {},
      }
    );
  }

  choose(due: CodDue, orderId: string, chosen: boolean): void {
    const draft = this.draft(due);
    const ids = chosen
      ? [...new Set([...draft.chosen, orderId])]
      : draft.chosen.filter((id) => id !== orderId);
    const amount = due.orders
      .filter((order) => ids.includes(order.id))
      .reduce((sum, o) => sum + (o.codCollected ?? 0), 0);
    this.drafts = {
      ...this.drafts,
      [due.courier]: { ...draft, chosen: ids, form: { ...draft.form, amount: String(amount) }, errors: {} },
    };
  }

  set(due: CodDue, field: keyof RemittanceForm, value: string): void {
    const draft = this.draft(due);
    this.drafts = { ...this.drafts, [due.courier]: { ...draft, form: { ...draft.form, [field]: value } } };
  }

  async record(due: CodDue): Promise<boolean> {
    const draft = this.draft(due);
    const orders = due.orders.filter((order) => draft.chosen.includes(order.id));
    const errors = remittanceErrors(draft.form, orders, indiaDay(this.#clock.now()));
    this.drafts = { ...this.drafts, [due.courier]: { ...draft, errors } };
    if (Object.keys(errors).length > 0) return false;
    const saved = await saveWithNotice(
      this,
      { network: this.#network, notifier: this.#notifier },
      () => this.#orders.recordRemittance(draft.chosen, remittanceOf(draft.form)),
      { saved: REMITTANCE_SAVED, failed: REMITTANCE_FAILED },
    );
    if (saved) await this.load();
    return saved;
  }
}

export const createCodRemittanceStore = (root: RootStore): CodRemittanceStore =>
  new CodRemittanceStore(root.ports.orders, root.ports.clock, toasterNotifier, networkStatusOf(root));
