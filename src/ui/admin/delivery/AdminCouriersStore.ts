import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  type Courier,
  type CourierErrors,
  MAX_COURIERS,
  trimmedCouriers,
  validateCouriers,
} from '../../../domain/shipping/Courier';
import type { CourierRepository } from '../../../ports/CourierRepository';
import type { RootStore } from '../../app/stores/RootStore';
import { IDLE, LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import type { AdminNotifier } from '../layout/AdminNotifier';
import { saveWithNotice } from '../common/saveWithNotice';
import { toasterNotifier } from '../common/toasterNotifier';

export const COURIERS_INVALID = 'Please correct the highlighted couriers.';
export const COURIERS_SAVED = 'Couriers saved.';
export const COURIERS_SAVE_FAILED = 'Failed to save the couriers. Please try again.';
export const COURIERS_LOAD_FAILED = 'Failed to load the couriers. Please try again.';

/** /admin/delivery's couriers: the list as typed, checked by the domain (validateCouriers), saved whole. */
export class AdminCouriersStore {
  couriers: Courier[] = [];
  errors: Record<number, CourierErrors> = {};
  state: LoadState = IDLE;
  saving = false;
  readonly #repository: CourierRepository;
  readonly #notifier: AdminNotifier;
  readonly #network: NetworkGuard;

  constructor(repository: CourierRepository, notifier: AdminNotifier, network: NetworkGuard) {
    this.#repository = repository;
    this.#notifier = notifier;
    this.#network = network;
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.state = LOADING;
    try {
      const couriers = await this.#repository.get();
      runInAction(() => {
        this.couriers = couriers;
        this.errors = {};
        this.state = LOADED;
      });
    } catch (error) {
      console.error(error);
      runInAction(() => (this.state = failed(COURIERS_LOAD_FAILED)));
    }
  }

  get full(): boolean {
    return this.couriers.length >= MAX_COURIERS;
  }

  set(index: number, field: keyof Courier, value: string): void {
    this.couriers = this.couriers.map((courier, at) =>
      at === index ? { ...courier, [field]: value } : courier,
    );
  }

  add(): void {
    if (!this.full) this.couriers = [...this.couriers, { name: '', trackingUrl: '' }];
  }

  remove(index: number): void {
    this.couriers = this.couriers.filter((_courier, at) => at !== index);
    this.errors = {};
  }

  async save(): Promise<boolean> {
    const couriers = trimmedCouriers(this.couriers);
    const problems = validateCouriers(couriers);
    this.errors = problems;
    if (Object.keys(problems).length > 0) {
      this.#notifier.error(COURIERS_INVALID);
      return false;
    }
    return saveWithNotice(
      this,
      { network: this.#network, notifier: this.#notifier },
      () => this.#repository.save(couriers),
      { saved: COURIERS_SAVED, failed: COURIERS_SAVE_FAILED },
    );
  }
}

export const createAdminCouriersStore = (root: RootStore): AdminCouriersStore =>
  new AdminCouriersStore(root.ports.couriers, toasterNotifier, networkStatusOf(root));
