import type { FirebaseApp } from 'firebase/app';
import type {
  GatewayCheckout,
  GatewayPaymentProof,
  OnlinePaymentError,
} from '../../domain/payments/OnlinePayment';
import { fail, type Result } from '../../domain/shared/Result';
import type { GatewayKeyCheck } from '../../domain/payments/PaymentGateway';
import type { GatewayCheckoutEnd, OnlinePaymentService } from '../../ports/OnlinePaymentService';

/** The server module's region (functions/src/serverOptions.ts). */
const REGION = 'asia-south1';

type Callable = <T>(name: string, data: unknown) => Promise<Result<T, OnlinePaymentError>>;

/**
 * Online payment through the shop's server module (docs/architecture.md#server-module): its callable functions make
 * the gateway order and check the payment; Razorpay's own checkout takes the money. The Functions SDK and the
 * checkout's script load only when a shopper pays online.
 */
export class FirebaseOnlinePayments implements OnlinePaymentService {
  #callable: Promise<Callable> | undefined;

  constructor(
    private readonly app: FirebaseApp,
    private readonly openCheckoutWindow: (checkout: GatewayCheckout) => Promise<GatewayCheckoutEnd>,
    /** The Functions emulator's 'host:port', or none for the deployed module. */
    private readonly emulatorHost?: string,
  ) {}

  start(
    orderId: string,
    emiMonths: number | null = null,
  ): Promise<Result<GatewayCheckout, OnlinePaymentError>> {
    return this.#call<GatewayCheckout>('startOnlinePayment', { orderId, emiMonths });
  }

  openCheckout(checkout: GatewayCheckout): Promise<GatewayCheckoutEnd> {
    return this.openCheckoutWindow(checkout);
  }

  confirm(orderId: string, proof: GatewayPaymentProof): Promise<Result<void, OnlinePaymentError>> {
    return this.#call<void>('confirmOnlinePayment', { orderId, ...proof });
  }

  async checkGateway(): Promise<GatewayKeyCheck> {
    try {
      const call = await (this.#callable ??= this.#load());
      // The callable answers with the check itself, not a Result.
      const check = (await call<never>('checkPaymentGateway', {})) as unknown as GatewayKeyCheck | null;
      return check ?? { state: 'unreachable' };
    } catch {
      return { state: 'unreachable' };
    }
  }

  async #call<T>(name: string, data: unknown): Promise<Result<T, OnlinePaymentError>> {
    try {
      const call = await (this.#callable ??= this.#load());
      return await call<T>(name, data);
    } catch {
      // Unreachable, not deployed, or failing: the shopper hears the gateway is unavailable and keeps the order.
      return fail({ code: 'PAYMENT.GATEWAY_UNAVAILABLE' });
    }
  }

  async #load(): Promise<Callable> {
    const { getFunctions, httpsCallable, connectFunctionsEmulator } = await import('firebase/functions');
    const functions = getFunctions(this.app, REGION);
    if (this.emulatorHost) {
      const [host, port] = this.emulatorHost.split(':');
      connectFunctionsEmulator(functions, host ?? '127.0.0.1', Number(port));
    }
    return async <T>(name: string, data: unknown) =>
      (await httpsCallable<unknown, Result<T, OnlinePaymentError>>(functions, name)(data)).data;
  }
}
