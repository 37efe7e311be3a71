import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  bookSlotProblemOf,
  SLOT_BOOK_FAILED,
  SLOTS_LOAD_FAILED,
} from '../../../domain/checkout/deliveryMessages';
import { type DeliveryZone, zoneFor } from '../../../domain/checkout/DeliveryZones';
import type { Order } from '../../../domain/orders/Order';
import {
  type BookSlotError,
  deliversWithOwnTeam,
  slotChangeable,
  slotDateRange,
  slotDays,
  type SlotDay,
} from '../../../domain/shipping/DeliverySlot';
import { type DeliveryWindowId } from '../../../domain/shipping/DeliveryWindows';
import type { Clock } from '../../../ports/Clock';
import type { DeliverySlotRepository } from '../../../ports/DeliverySlotRepository';
import type { RootStore } from '../../app/stores/RootStore';
import { failed, IDLE, LOADED, LOADING, type LoadState } from '../../shared/stores/LoadState';
import { deliveryStoreOf, type DeliveryStore } from '../checkout/DeliveryStore';
import type { OrdersStore } from './OrdersStore';
import { ShopperOrderAction } from './ShopperOrderAction';

export const CHOOSE_DAY_AND_TIME = 'Please choose a day and a time.';

/**
 * The delivery slot of one order (DeliverySlot): whether its zone's own team delivers it, the days and windows on
 * offer with the places left, the shopper's choice and its booking.
 */
export class DeliverySlotStore {
  days: SlotDay[] = [];
  state: LoadState = IDLE;
  date = '';
  window: DeliveryWindowId | '' = '';
  /** Moving a booked slot: the picker shows instead of the booked slot. */
  changing = false;
  choiceError: string | null = null;
  readonly action: ShopperOrderAction<BookSlotError>;
  readonly #slots: DeliverySlotRepository;
  readonly #delivery: DeliveryStore;
  readonly #clock: Clock;

  constructor(slots: DeliverySlotRepository, delivery: DeliveryStore, orders: OrdersStore, clock: Clock) {
    this.#slots = slots;
    this.#delivery = delivery;
    this.#clock = clock;
    this.action = new ShopperOrderAction(orders, bookSlotProblemOf, SLOT_BOOK_FAILED);
    makeAutoObservable(
      this,
      { action: false, state: observableRef, days: observableRef },
      { autoBind: true },
    );
  }

  /** The zone whose own team delivers `order`, once the zones are in; null where couriers do. */
  zoneOf(order: Pick<Order, 'shippingAddress'>): DeliveryZone | null {
    const zone = zoneFor(this.#delivery.zones, order.shippingAddress.pincode);
    return zone && deliversWithOwnTeam(zone) ? zone : null;
  }

  /** Whether the shopper may still move the order's booked slot. */
  changeable(order: Order): boolean {
    return slotChangeable(order, this.#clock.now());
  }

  /** The windows of the chosen day. */
  get windows(): SlotDay['windows'] {
    return this.days.find((day) => day.date === this.date)?.windows ?? [];
  }

  /** Reads the zones (shared with checkout) and the places booked in the days on offer. */
  async load(order: Pick<Order, 'shippingAddress' | 'createdAt'>): Promise<void> {
    this.state = LOADING;
    try {
      await this.#delivery.load();
      const zone = this.zoneOf(order);
      const now = this.#clock.now();
      const range = zone ? slotDateRange(slotDays(zone, order.createdAt, {}, now)) : null;
      const booked = zone && range ? await this.#slots.booked(zone.id, range.from, range.to) : {};
      runInAction(() => {
        this.days = zone ? slotDays(zone, order.createdAt, booked, now) : [];
        const open = this.days.find((day) => day.windows.some((choice) => choice.free > 0));
        if (!this.days.some((day) => day.date === this.date)) this.chooseDate(open?.date ?? '');
        this.state = LOADED;
      });
    } catch (error) {
      console.error('Delivery slots failed to load', error);
      runInAction(() => (this.state = failed(SLOTS_LOAD_FAILED)));
    }
  }

  chooseDate(date: string): void {
    this.date = date;
    if (!this.windows.some((choice) => choice.slot.window === this.window && choice.free > 0))
      this.window = '';
    this.choiceError = null;
  }

  chooseWindow(window: DeliveryWindowId): void {
    this.window = window;
    this.choiceError = null;
  }

  startChange(order: Pick<Order, 'shippingAddress' | 'createdAt'>): void {
    this.changing = true;
    void this.load(order);
  }

  keepSlot(): void {
    this.changing = false;
    this.choiceError = null;
    this.action.error = null;
  }

  /** True once the order has the chosen slot; a slot taken meanwhile shows the places left again. */
  async book(order: Pick<Order, 'id' | 'userId' | 'shippingAddress' | 'createdAt'>): Promise<boolean> {
    const zone = this.zoneOf(order);
    const window = this.window;
    if (!zone || !this.date || !window) {
      this.choiceError = CHOOSE_DAY_AND_TIME;
      return false;
    }
    const slot = { zoneId: zone.id, date: this.date, window };
    const booked = await this.action.run(() =>
      this.#slots.book({ orderId: order.id, userId: order.userId, slot }),
    );
    if (booked) runInAction(() => (this.changing = false));
    else void this.load(order);
    return booked;
  }
}

export const createDeliverySlotStore = (root: RootStore): DeliverySlotStore =>
  new DeliverySlotStore(root.ports.deliverySlots, deliveryStoreOf(root), root.orders, root.ports.clock);
