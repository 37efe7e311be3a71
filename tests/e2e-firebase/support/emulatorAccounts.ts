import { expect, type Page } from '@playwright/test';
import { signUp } from '../../e2e/support/shopSteps';

/** The Auth emulator's address and project, as `npm run test:emulators` passes them. */
export const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
export const projectId = process.env.SHEESHAM_EMULATOR_PROJECT ?? '';

interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

/** The newest out-of-band code of this kind the Auth emulator "sent" to this address, or null (its codes API). */
export const newestCode = async (
  email: string,
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET',
): Promise<string | null> => {
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return (
    oobCodes.filter((entry) => entry.email === email && entry.requestType === requestType).at(-1)?.oobCode ??
    null
  );
};

/**
 * The verification code sent at sign-up. The shop shows 'Check your inbox' as soon as the account exists and the
 * e-mail goes out right after, so this waits for it as a mailbox would.
 */
const verificationCodeFor = async (email: string): Promise<string> => {
  let code: string | null = null;
  await expect
    .poll(async () => (code = await newestCode(email, 'VERIFY_EMAIL')), {
      message: `The Auth emulator sent no verification e-mail to ${email}`,
      timeout: 10_000,
    })
    .not.toBeNull();
  return code ?? '';
};

/** A new account, verified through the Auth emulator's code as its owner would open the e-mail's link. */
export const signUpVerified = async (page: Page, name: string, email: string): Promise<void> => {
  await signUp(page, name, { email, password: 'secret123' });
  await expect(page.getByRole('link', { name: 'Open the demo inbox' })).toHaveCount(0);
  const code = await verificationCodeFor(email);
  await page.goto(`/verify-email?mode=verifyEmail&oobCode=${encodeURIComponent(code)}&lang=en`);
  await expect(page.getByRole('heading', { name: 'E-mail verified' })).toBeVisible();
};
