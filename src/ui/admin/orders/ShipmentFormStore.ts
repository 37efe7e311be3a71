import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Courier } from '../../../domain/shipping/Courier';
import { type Shipment, shipmentFor } from '../../../domain/shipping/Shipment';
import type { CourierRepository } from '../../../ports/CourierRepository';
import type { RootStore } from '../../app/stores/RootStore';
import { IDLE, LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';
import { COURIERS_LOAD_FAILED } from '../delivery/AdminCouriersStore';

/** The courier and AWB an order ships with, as the admin picks and types them; checked by Shipment.shipmentFor. */
export class ShipmentFormStore {
  couriers: Courier[] = [];
  state: LoadState = IDLE;
  courier = '';
  awb = '';
  errors: { courier?: string; awb?: string } = {};
  readonly #repository: CourierRepository;

  constructor(repository: CourierRepository) {
    this.#repository = repository;
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  /** Loads the couriers, starting from the order's shipment when it has one, else from the first courier. */
  async load(shipment?: Shipment): Promise<void> {
    this.state = LOADING;
    try {
      const couriers = await this.#repository.get();
      runInAction(() => {
        this.couriers = couriers;
        this.courier = shipment?.courier ?? couriers[0]?.name ?? '';
        this.awb = shipment?.awb ?? '';
        this.state = LOADED;
      });
    } catch (error) {
      console.error(error);
      runInAction(() => (this.state = failed(COURIERS_LOAD_FAILED)));
    }
  }

  setCourier(name: string): void {
    this.courier = name;
    this.errors = { ...this.errors, courier: undefined };
  }

  setAwb(awb: string): void {
    this.awb = awb;
    this.errors = { ...this.errors, awb: undefined };
  }

  /** The shipment as typed, or null with the reasons shown under its fields. */
  shipment(): Shipment | null {
    const checked = shipmentFor(
      this.couriers.find((courier) => courier.name === this.courier),
      this.awb,
    );
    this.errors = checked.ok ? {} : checked.error;
    return checked.ok ? checked.shipment : null;
  }
}

/** A fresh form for each order the admin ships (used through useScreenStore). */
export const createShipmentFormStore = (root: RootStore): ShipmentFormStore =>
  new ShipmentFormStore(root.ports.couriers);
