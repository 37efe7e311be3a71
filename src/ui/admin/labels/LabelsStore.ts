import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Order } from '../../../domain/orders/Order';
import type { DeliverySlotRepository } from '../../../ports/DeliverySlotRepository';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { RootStore } from '../../app/stores/RootStore';
import { failed, IDLE, LOADED, LOADING, type LoadState } from '../../shared/stores/LoadState';

export const LABELS_LOAD_FAILED = 'Failed to load the orders to print. Please try again.';

/** What /admin/labels prints: one order (`?order=`), or the day sheet's orders of one date (`?date=`). */
export type LabelsFor = { order: string } | { date: string };

/** The orders whose shipping labels and packing slips /admin/labels prints. */
export class LabelsStore {
  orders: Order[] = [];
  state: LoadState = IDLE;
  readonly #orders: OrderRepository;
  readonly #slots: DeliverySlotRepository;

  constructor(orders: OrderRepository, slots: DeliverySlotRepository) {
    this.#orders = orders;
    this.#slots = slots;
    makeAutoObservable(this, { state: observableRef, orders: observableRef }, { autoBind: true });
  }

  async load(what: LabelsFor): Promise<void> {
    this.state = LOADING;
    try {
      const orders =
        'order' in what
          ? [await this.#orders.get(what.order)].filter((order): order is Order => order !== null)
          : await this.#slots.daySheet(what.date);
      runInAction(() => {
        this.orders = orders;
        this.state = LOADED;
      });
    } catch (error) {
      console.error(error);
      runInAction(() => (this.state = failed(LABELS_LOAD_FAILED)));
    }
  }
}

export const createLabelsStore = (root: RootStore): LabelsStore =>
  new LabelsStore(root.ports.orders, root.ports.deliverySlots);
