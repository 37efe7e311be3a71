import { makeAutoObservable, runInAction } from 'mobx';
import type { GatewayKeyCheck } from '../../../domain/payments/PaymentGateway';
import type { OnlinePaymentService } from '../../../ports/OnlinePaymentService';
import type { RootStore } from '../../app/stores/RootStore';

/** What the gateway last said of the saved key id with the server's secret; null while asking. */
export class GatewayKeyStore {
  check: GatewayKeyCheck | null = null;
  #asked = 0;
  readonly #payments: OnlinePaymentService;

  constructor(payments: OnlinePaymentService) {
    this.#payments = payments;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Asks again; an older answer arriving late is dropped. */
  async load(): Promise<void> {
    const asked = ++this.#asked;
    this.check = null;
    const check = await this.#payments.checkGateway();
    runInAction(() => {
      if (asked === this.#asked) this.check = check;
    });
  }
}

export const createGatewayKeyStore = (root: RootStore): GatewayKeyStore =>
  new GatewayKeyStore(root.ports.onlinePayments);
