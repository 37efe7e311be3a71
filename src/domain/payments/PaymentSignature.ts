/**
 * The signatures a payment gateway puts on what it tells the shop (Razorpay's, and the demo gateway's the same way):
 * an HMAC-SHA256 in hex, keyed with a secret only the gateway and the shop's server hold. Web Crypto, so the server
 * module and the demo backend check them with the same code.
 */

const hex = (bytes: ArrayBuffer): string =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** HMAC-SHA256 of `message` with `secret`, as lower-case hex. */
export const hmacSha256Hex = async (secret: string, message: string): Promise<string> => {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
};

/** Compares every character whatever the first difference, so the time taken tells nothing about the secret. */
export const sameSignature = (expected: string, given: string): boolean => {
  if (expected.length !== given.length || expected.length === 0) return false;
  let difference = 0;
  for (let index = 0; index < expected.length; index++)
    difference |= expected.charCodeAt(index) ^ given.charCodeAt(index);
  return difference === 0;
};

/** What the checkout's signature signs: the gateway's order and the payment made against it. */
export const checkoutSignedText = (gatewayOrderId: string, paymentId: string): string =>
  `${gatewayOrderId}|${paymentId}`;

/** Whether `signature` is the gateway's over the payment `paymentId` of the gateway order `gatewayOrderId`. */
export const checkoutSignatureValid = async (
  secret: string,
  gatewayOrderId: string,
  paymentId: string,
  signature: string,
): Promise<boolean> =>
  sameSignature(await hmacSha256Hex(secret, checkoutSignedText(gatewayOrderId, paymentId)), signature);

/** Whether `signature` is the gateway's over a webhook's raw body, byte for byte as it arrived. */
export const webhookSignatureValid = async (
  secret: string,
  rawBody: string,
  signature: string,
): Promise<boolean> => sameSignature(await hmacSha256Hex(secret, rawBody), signature);
