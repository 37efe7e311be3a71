import { makeAutoObservable, runInAction } from 'mobx';
import type { GatewayCheckout } from '../../../domain/payments/OnlinePayment';
import type { DemoGatewayScreen } from '../../../ports/OnlinePaymentService';
import type { RootStore } from '../../app/stores/RootStore';

/** The demo gateway's page while it is open (memory backend only): the checkout it shows, and the shopper's choice. */
export class DemoGatewayStore {
  checkout: GatewayCheckout | null = null;
  readonly #screen: DemoGatewayScreen;

  constructor(screen: DemoGatewayScreen) {
    this.#screen = screen;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Follows the demo gateway until the returned stop is called. */
  watch(): () => void {
    this.checkout = this.#screen.current();
    return this.#screen.subscribe((checkout) => runInAction(() => (this.checkout = checkout)));
  }

  choose(outcome: 'succeed' | 'fail' | 'cancel'): void {
    this.#screen.choose(outcome);
  }
}

/** The demo gateway's store, on a backend that has one. */
export const createDemoGatewayStore = (root: RootStore): DemoGatewayStore | null =>
  root.ports.demoGateway ? new DemoGatewayStore(root.ports.demoGateway) : null;
