/**
 * The secrets the server module reads, each set once per project with `firebase functions:secrets:set <NAME>`
 * (docs/operations.md#server-module); `npm run deploy` refuses to deploy the module while one is missing.
 */
export const SERVER_SECRET_NAMES = ['SMTP_HOST', 'SMTP_USER', 'SMTP_PASSWORD', 'WHATSAPP_TOKEN'] as const;
export type ServerSecretName = (typeof SERVER_SECRET_NAMES)[number];
