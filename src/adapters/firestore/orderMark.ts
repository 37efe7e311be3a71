const sha256Hex = async (text: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/**
 * The mark a checkout leaves on each product it decrements: the SHA-256 of the order id, in lower-case hex, as
 * firestore.rules compute it (`orderMark`). The rules use it to check that an order's products were written in the
 * same request; a guest who reads the product learns neither the order's id nor its time.
 */
export const orderMark = (orderId: string): Promise<string> => sha256Hex(orderId);

/**
 * The mark a cancellation leaves on each product it restocks (`cancelMark` in firestore.rules): another hash than
 * the checkout's, so a product the checkout marked does not pass for restocked.
 */
export const cancelMark = (orderId: string): Promise<string> => sha256Hex(`${orderId}/cancelled`);
