import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import type { GatewayKeyCheck } from '../../src/domain/payments/PaymentGateway';
import { onlinePaymentOffered } from '../../src/domain/payments/PaymentGateway';
import { USERS } from '../../src/adapters/firestore/collections';
import { messageContext } from './messageContext';
import { RAZORPAY_KEY_SECRET } from './paymentSecrets';
import { razorpayApi, type RazorpayApi } from './razorpayApi';

/** Who may ask: the owner, as the rules know them (an admin claim, or the role 'admin'), with a verified e-mail. */
const isOwner = async (
  db: Firestore,
  auth: { uid: string; token: Record<string, unknown> } | undefined,
): Promise<boolean> => {
  if (!auth || auth.token['email_verified'] !== true) return false;
  if (auth.token['admin'] === true) return true;
  return (await db.collection(USERS).doc(auth.uid).get()).get('role') === 'admin';
};

/**
 * Whether Razorpay takes the settings' key id with the server's key secret, asked with a harmless read of one order,
 * so the owner's settings page can say what is wrong before a shopper meets it. Null for anyone but the owner.
 */
export const checkGateway = async (
  db: Firestore,
  auth: { uid: string; token: Record<string, unknown> } | undefined,
  api: (keyId: string) => RazorpayApi,
): Promise<GatewayKeyCheck | null> => {
  if (!(await isOwner(db, auth))) return null;
  const { settings } = await messageContext(db);
  if (!onlinePaymentOffered(settings)) return { state: 'none' };
  const keyId = settings.paymentGatewayKeyId;
  try {
    const reason = await api(keyId).keyRefusal();
    return reason === null
      ? { state: 'accepted', live: keyId.startsWith('rzp_live_') }
      : { state: 'refused', reason };
  } catch (error) {
    console.error('Razorpay did not answer the key check', error);
    return { state: 'unreachable' };
  }
};

/** Callable by the owner: `{}` → what Razorpay says of the shop's key (GatewayKeyCheck). */
export const checkPaymentGateway = onCall({ secrets: [RAZORPAY_KEY_SECRET] }, (request) =>
  checkGateway(getFirestore(), request.auth, (keyId) => razorpayApi(keyId, RAZORPAY_KEY_SECRET.value())),
);
