/**
 * The secrets the server module reads, each set once per project with `firebase functions:secrets:set <NAME>`
 * (docs/operations.md#server-module); `npm run deploy` refuses to deploy the module while one is missing.
 */
export const SERVER_SECRET_NAMES = [
  'SMTP_HOST',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'WHATSAPP_TOKEN',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;
export type ServerSecretName = (typeof SERVER_SECRET_NAMES)[number];

/** What the owner sets each secret to, as the deploy guard says it. */
export const SERVER_SECRET_VALUES: Record<ServerSecretName, string> = {
  SMTP_HOST: "the SMTP provider's host, and its port unless 587, e.g. smtp.zoho.in:465",
  SMTP_USER: 'the SMTP login',
  SMTP_PASSWORD: 'the SMTP password',
  WHATSAPP_TOKEN: "the WhatsApp Cloud API's access token, or off for a shop that sends only e-mail",
  RAZORPAY_KEY_SECRET:
    "the key secret of Razorpay's API key, or off for a shop that takes no payments online",
  RAZORPAY_WEBHOOK_SECRET:
    "the secret of the shop's Razorpay webhook, or off for a shop that takes no payments online",
};
