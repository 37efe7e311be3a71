import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  type DeliveryZoneForm,
  validateZones,
  type ZoneErrors,
  zoneFromForm,
  zoneToForm,
} from '../../../domain/checkout/DeliveryZones';
import type { DeliveryWindowId } from '../../../domain/shipping/DeliveryWindows';
import { IDLE, LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';
import type { DeliveryZoneRepository } from '../../../ports/DeliveryZoneRepository';
import type { IdGenerator } from '../../../ports/IdGenerator';
import type { RootStore } from '../../app/stores/RootStore';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import type { AdminNotifier } from '../layout/AdminNotifier';
import { toasterNotifier } from '../common/toasterNotifier';
import { saveWithNotice } from '../common/saveWithNotice';

export const ZONES_INVALID = 'Please correct the highlighted zones.';
export const ZONES_SAVED = 'Delivery zones saved. The next shopper sees them.';
export const ZONES_SAVE_FAILED = 'Failed to save the delivery zones. Please try again.';
export const ZONES_LOAD_FAILED = 'Failed to load the delivery zones. Please try again.';

/** /admin/delivery: the zone table as typed, checked by the domain (validateZones), saved whole. */
export class AdminDeliveryStore {
  zones: DeliveryZoneForm[] = [];
  errors: Record<string, ZoneErrors> = {};
  state: LoadState = IDLE;
  saving = false;
  readonly #repository: DeliveryZoneRepository;
  readonly #ids: IdGenerator;
  readonly #notifier: AdminNotifier;
  readonly #network: NetworkGuard;

  constructor(
    repository: DeliveryZoneRepository,
    ids: IdGenerator,
    notifier: AdminNotifier,
    network: NetworkGuard,
  ) {
    this.#repository = repository;
    this.#ids = ids;
    this.#notifier = notifier;
    this.#network = network;
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.state = LOADING;
    try {
      const zones = await this.#repository.get();
      runInAction(() => {
        this.zones = zones.map(zoneToForm);
        this.errors = {};
        this.state = LOADED;
      });
    } catch (error) {
      console.error(error);
      runInAction(() => (this.state = failed(ZONES_LOAD_FAILED)));
    }
  }

  set<K extends keyof DeliveryZoneForm>(id: string, field: K, value: DeliveryZoneForm[K]): void {
    this.zones = this.zones.map((zone) => (zone.id === id ? { ...zone, [field]: value } : zone));
  }

  setSlots(id: string, window: DeliveryWindowId, value: string): void {
    this.zones = this.zones.map((zone) =>
      zone.id === id ? { ...zone, slots: { ...zone.slots, [window]: value } } : zone,
    );
  }

  addZone(): void {
    this.zones = [
      ...this.zones,
      {
        id: this.#ids.newId(),
        name: '',
        prefixes: '',
        minDays: '',
        maxDays: '',
        codAllowed: true,
        codLimit: '',
        ownTeam: false,
        slots: { '09-13': '', '13-17': '', '17-21': '' },
      },
    ];
  }

  removeZone(id: string): void {
    this.zones = this.zones.filter((zone) => zone.id !== id);
    const { [id]: _removed, ...rest } = this.errors;
    this.errors = rest;
  }

  async save(): Promise<boolean> {
    const zones = this.zones.map(zoneFromForm);
    const problems = validateZones(zones);
    this.errors = problems;
    if (Object.keys(problems).length > 0) {
      this.#notifier.error(ZONES_INVALID);
      return false;
    }
    return saveWithNotice(
      this,
      { network: this.#network, notifier: this.#notifier },
      () => this.#repository.save(zones),
      { saved: ZONES_SAVED, failed: ZONES_SAVE_FAILED },
    );
  }
}

export const createAdminDeliveryStore = (root: RootStore): AdminDeliveryStore =>
  new AdminDeliveryStore(root.ports.deliveryZones, root.ports.ids, toasterNotifier, networkStatusOf(root));
