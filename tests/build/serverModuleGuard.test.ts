import { describe, expect, it } from 'vitest';
import { SERVER_SECRET_NAMES, SERVER_SECRET_VALUES } from '../../functions/src/serverSecrets';
import { missingSecretsRefusal } from '../../scripts/deploy/serverModuleGuard';

describe("the server module's deploy guard", () => {
  it('lets the module deploy when the project has every secret', () => {
    expect(missingSecretsRefusal('my-shop', [])).toBeNull();
  });

  it('refuses while a secret is missing, with the exact command that sets each', () => {
    const refusal = missingSecretsRefusal('my-shop', ['SMTP_HOST', 'SMTP_PASSWORD']) ?? '';
    expect(refusal).toContain('Deploy refused (functions)');
    expect(refusal).toContain('npx firebase functions:secrets:set SMTP_HOST --project my-shop');
    expect(refusal).toContain('npx firebase functions:secrets:set SMTP_PASSWORD --project my-shop');
    expect(refusal).not.toContain('SMTP_USER');
  });

  it('checks the SMTP login and password as well as the host, and the WhatsApp token', () => {
    expect(SERVER_SECRET_NAMES).toEqual(
      expect.arrayContaining(['SMTP_HOST', 'SMTP_USER', 'SMTP_PASSWORD', 'WHATSAPP_TOKEN']),
    );
  });

  it('says what to set each to, and that a shop without WhatsApp sets its token to off', () => {
    const refusal = missingSecretsRefusal('my-shop', ['WHATSAPP_TOKEN'], SERVER_SECRET_VALUES) ?? '';
    expect(refusal).toContain(
      "npx firebase functions:secrets:set WHATSAPP_TOKEN --project my-shop   (the WhatsApp Cloud API's access token, or off for a shop that sends only e-mail)",
    );
  });
});
