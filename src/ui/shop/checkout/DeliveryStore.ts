import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  deliveryAnswer,
  type DeliveryAnswer,
  type DeliveryZone,
} from '../../../domain/checkout/DeliveryZones';
import type { Clock } from '../../../ports/Clock';
import type { DeliveryZoneRepository } from '../../../ports/DeliveryZoneRepository';
import type { CartStore } from '../cart/CartStore';
import type { RootStore } from '../../app/stores/RootStore';
import { IDLE, LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';

/**
 * The shop's delivery zones, read once per visit (product page, cart and checkout share them), and the answers for
 * the shopper's pincode, which is remembered with the cart.
 */
export class DeliveryStore {
  zones: DeliveryZone[] = [];
  state: LoadState = IDLE;
  #loading: Promise<void> | null = null;
  readonly #repository: DeliveryZoneRepository;
  readonly #clock: Clock;
  readonly #cart: CartStore;

  constructor(repository: DeliveryZoneRepository, clock: Clock, cart: CartStore) {
    this.#repository = repository;
    this.#clock = clock;
    this.#cart = cart;
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  /** Reads the zones the first time anything asks (again after a failure). */
  load(): Promise<void> {
    if (this.state.status === 'loaded') return Promise.resolve();
    // A failure stays shown until the retry answers.
    if (this.state.status === 'idle') this.state = LOADING;
    this.#loading ??= this.#repository.get().then(
      (zones) =>
        runInAction(() => {
          this.zones = zones;
          this.state = LOADED;
        }),
      (error: unknown) => {
        console.error('Delivery zones failed to load', error);
        runInAction(() => (this.state = failed('Delivery zones failed to load')));
        this.#loading = null;
      },
    );
    return this.#loading;
  }

  /** The answer for `pincode` as of now; null until the zones have arrived. */
  answerFor(pincode: string): DeliveryAnswer | null {
    return this.state.status === 'loaded' ? deliveryAnswer(this.zones, pincode, this.#clock.now()) : null;
  }

  /** The pincode the shopper last checked ('' when none), kept with the cart under 'root'. */
  get pincode(): string {
    return this.#cart.pincode;
  }

  remember(pincode: string): void {
    this.#cart.setPincode(pincode);
  }

  /** The remembered pincode's answer, when one is remembered and the zones are here. */
  get remembered(): DeliveryAnswer | null {
    return this.pincode === '' ? null : this.answerFor(this.pincode);
  }
}

/** The session's delivery zones; made on first use by RootStore.pageStore. */
export const deliveryStoreOf = (root: RootStore): DeliveryStore =>
  root.pageStore('delivery', () => new DeliveryStore(root.ports.deliveryZones, root.ports.clock, root.cart));
