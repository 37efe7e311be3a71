import { describe, expect, it } from 'vitest';
import { SERVER_SECRET_NAMES } from '../../functions/src/serverSecrets';
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

  it('checks the SMTP login and password as well as the host', () => {
    expect(SERVER_SECRET_NAMES).toEqual(expect.arrayContaining(['SMTP_HOST', 'SMTP_USER', 'SMTP_PASSWORD']));
  });
});
