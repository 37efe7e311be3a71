import { defineSecret } from 'firebase-functions/params';
import type { ServerSecretName } from './serverSecrets';

/** Razorpay's key secret (API calls, checkout signatures) and webhook secret (webhook signatures). */
export const RAZORPAY_KEY_SECRET = defineSecret('RAZORPAY_KEY_SECRET' satisfies ServerSecretName);
export const RAZORPAY_WEBHOOK_SECRET = defineSecret('RAZORPAY_WEBHOOK_SECRET' satisfies ServerSecretName);
