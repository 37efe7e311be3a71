import type { GatewayCheckout } from '../../domain/payments/OnlinePayment';
import type { GatewayCheckoutEnd } from '../../ports/OnlinePaymentService';

/** Razorpay's Standard Checkout script, loaded only when a shopper pays online. */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | undefined;

const loadScript = (src: string): Promise<RazorpayConstructor> =>
  (loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const Razorpay = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (Razorpay) resolve(Razorpay);
      else reject(new Error('Razorpay checkout did not load'));
    };
    script.onerror = () => reject(new Error('Razorpay checkout did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  }));

/**
 * Opens Razorpay's Standard Checkout for `checkout` (its options as Razorpay documents them): it settles paid with
 * the signed ids of the handler, or closed, after a failed attempt with the last failure's description. A failed
 * attempt leaves the checkout open for another try, as Razorpay does.
 */
export const openRazorpayCheckout = async (
  checkout: GatewayCheckout,
  scriptUrl: string = RAZORPAY_CHECKOUT_SCRIPT,
): Promise<GatewayCheckoutEnd> => {
  const Razorpay = await loadScript(scriptUrl);
  return new Promise((settle) => {
    let failure: string | null = null;
    const razorpay = new Razorpay({
      key: checkout.keyId,
      order_id: checkout.gatewayOrderId,
      amount: checkout.amountPaise,
      currency: checkout.currency,
      name: 'Sheesham Home',
      description: checkout.description,
      prefill: checkout.prefill,
      notes: { orderId: checkout.orderId },
      // A no-cost EMI plan's gateway order is discounted for EMI alone: Razorpay's checkout shows only that.
      ...(checkout.emi
        ? {
            config: {
              display: {
                blocks: {
                  emi: {
                    name: `No-cost EMI, ${checkout.emi.months} months`,
                    instruments: [{ method: 'emi' }],
                  },
                },
                sequence: ['block.emi'],
                preferences: { show_default_blocks: false },
              },
            },
          }
        : {}),
      handler: (response: RazorpaySuccess) =>
        settle({
          kind: 'paid',
          proof: {
            paymentId: response.razorpay_payment_id,
            gatewayOrderId: response.razorpay_order_id,
            signature: response.razorpay_signature,
          },
        }),
      modal: {
        ondismiss: () => settle(failure === null ? { kind: 'closed' } : { kind: 'failed', reason: failure }),
      },
    });
    razorpay.on('payment.failed', (response) => {
      failure = response.error?.description ?? 'The payment failed.';
    });
    razorpay.open();
  });
};
