import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkoutSignatureValid,
  hmacSha256Hex,
  webhookSignatureValid,
} from '../../../src/domain/payments/PaymentSignature';

const SECRET = 'test-key-secret';
/** Node's own HMAC, to check ours against an implementation we did not write. */
const nodeHmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
const changedAt = (text: string, index: number, by: string): string =>
  text.slice(0, index) + (text[index] === by ? (by === 'a' ? 'b' : 'a') : by) + text.slice(index + 1);

describe('payment signatures', () => {
  it("signs as Razorpay documents: HMAC-SHA256 of 'order_id|payment_id' with the key secret, in hex", async () => {
    expect(await hmacSha256Hex(SECRET, 'order_IluGWxBm9U8zJ8|pay_IluGX2aXCE4Tlj')).toBe(
      nodeHmac(SECRET, 'order_IluGWxBm9U8zJ8|pay_IluGX2aXCE4Tlj'),
    );
    const signature = nodeHmac(SECRET, 'order_A|pay_B');
    expect(await checkoutSignatureValid(SECRET, 'order_A', 'pay_B', signature)).toBe(true);
    expect(await checkoutSignatureValid('another-secret', 'order_A', 'pay_B', signature)).toBe(false);
    expect(await checkoutSignatureValid(SECRET, 'order_A', 'pay_B', '')).toBe(false);
  });

  it('property: any changed character of the order id, the payment id or the signature is refused', async () => {
    const id = fc.stringMatching(/^[A-Za-z0-9_]{1,24}$/);
    await fc.assert(
      fc.asyncProperty(
        id,
        id,
        fc.nat(),
        fc.constantFrom('order', 'payment', 'signature'),
        fc.string({ minLength: 1, maxLength: 1 }),
        async (orderId, paymentId, at, part, by) => {
          const signature = nodeHmac(SECRET, `${orderId}|${paymentId}`);
          expect(await checkoutSignatureValid(SECRET, orderId, paymentId, signature)).toBe(true);
          const change = (text: string) => changedAt(text, at % text.length, by);
          const forged =
            part === 'order'
              ? [change(orderId), paymentId, signature]
              : part === 'payment'
                ? [orderId, change(paymentId), signature]
                : [orderId, paymentId, change(signature)];
          expect(await checkoutSignatureValid(SECRET, forged[0]!, forged[1]!, forged[2]!)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("property: a webhook's signature holds for its raw body only, byte for byte", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 200 }),
        fc.nat(),
        fc.string({ minLength: 1, maxLength: 1 }),
        async (body, at, by) => {
          const signature = nodeHmac('webhook-secret', body);
          expect(await webhookSignatureValid('webhook-secret', body, signature)).toBe(true);
          expect(
            await webhookSignatureValid('webhook-secret', changedAt(body, at % body.length, by), signature),
          ).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});
