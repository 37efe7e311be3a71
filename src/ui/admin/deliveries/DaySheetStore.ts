import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { DeliveryZone } from '../../../domain/checkout/DeliveryZones';
import type { Order } from '../../../domain/orders/Order';
import { indiaDay } from '../../../domain/shared/CsvCells';
import { addDays } from '../../../domain/shipping/DeliverySlot';
import { type DeliveryWindowId } from '../../../domain/shipping/DeliveryWindows';
import type { Clock } from '../../../ports/Clock';
import type { DeliverySlotRepository } from '../../../ports/DeliverySlotRepository';
import type { DeliveryZoneRepository } from '../../../ports/DeliveryZoneRepository';
import type { RootStore } from '../../app/stores/RootStore';
import { failed, IDLE, LOADED, LOADING, type LoadState } from '../../shared/stores/LoadState';

export const DAY_SHEET_LOAD_FAILED = 'Failed to load the day’s deliveries. Please try again.';

export interface DaySheetGroup {
  zone: string;
  window: DeliveryWindowId;
  orders: Order[];
}

/** /admin/deliveries: the deliveries the shop's own team makes on one day, by zone and window, to print. */
export class DaySheetStore {
  date: string;
  orders: Order[] = [];
  zones: DeliveryZone[] = [];
  state: LoadState = IDLE;
  readonly #slots: DeliverySlotRepository;
  readonly #zones: DeliveryZoneRepository;
  #asked = 0;

  constructor(slots: DeliverySlotRepository, zones: DeliveryZoneRepository, clock: Clock) {
    this.#slots = slots;
    this.#zones = zones;
    this.date = indiaDay(clock.now());
    makeAutoObservable(this, { state: observableRef, orders: observableRef }, { autoBind: true });
  }

  /** The day's orders in runs of one zone and window, in the sheet's order (DeliverySlot.byZoneAndWindow). */
  get groups(): DaySheetGroup[] {
    const groups: DaySheetGroup[] = [];
    for (const order of this.orders) {
      const slot = order.deliverySlot!;
      const zone = this.zones.find((candidate) => candidate.id === slot.zoneId)?.name ?? slot.zoneId;
      const last = groups[groups.length - 1];
      if (last && last.zone === zone && last.window === slot.window) last.orders.push(order);
      else groups.push({ zone, window: slot.window, orders: [order] });
    }
    return groups;
  }

  async load(): Promise<void> {
    const asked = ++this.#asked;
    this.state = LOADING;
    try {
      const [orders, zones] = await Promise.all([
        this.#slots.daySheet(this.date),
        this.zones.length > 0 ? Promise.resolve(this.zones) : this.#zones.get(),
      ]);
      if (asked !== this.#asked) return;
      runInAction(() => {
        this.orders = orders;
        this.zones = zones;
        this.state = LOADED;
      });
    } catch (error) {
      console.error(error);
      if (asked === this.#asked) runInAction(() => (this.state = failed(DAY_SHEET_LOAD_FAILED)));
    }
  }

  /** Shows another day (YYYY-MM-DD, as a date input gives it); an emptied input keeps the day shown. */
  show(date: string): void {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date === this.date) return;
    this.date = date;
    void this.load();
  }

  step(days: number): void {
    this.show(addDays(this.date, days));
  }
}

export const createDaySheetStore = (root: RootStore): DaySheetStore =>
  new DaySheetStore(root.ports.deliverySlots, root.ports.deliveryZones, root.ports.clock);
