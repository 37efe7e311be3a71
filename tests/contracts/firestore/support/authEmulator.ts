import {
  grantAdmin,
  type GrantAdminOptions,
  type GrantAdminResult,
} from '../../../../scripts/admin/grantAdmin';
import { openAdminAuth } from '../../../../scripts/admin/openAdminAuth';
import { authHost, authProjectId } from './emulator';

/** Deletes every account of the Auth emulator's project. */
export const clearAccounts = async (): Promise<void> => {
  const response = await fetch(`http://${authHost()}/emulator/v1/projects/${authProjectId()}/accounts`, {
    method: 'DELETE',
  });
  if (!response.ok) throw new Error(`Could not clear the Auth emulator: ${response.status}`);
};

interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

/** The code of the newest verification e-mail the Auth emulator "sent" to `email` (its out-of-band codes). */
export const latestVerificationCode = async (email: string): Promise<string | null> => {
  const response = await fetch(`http://${authHost()}/emulator/v1/projects/${authProjectId()}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const mine = oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL');
  return mine[mine.length - 1]?.oobCode ?? null;
};

/**
 * `npm run grant-admin` on the Auth emulator: the same grantAdmin through firebase-admin, as the owner runs it on a
 * real project and as the emulators' seed grants its demo admin.
 */
export const grantAdminOnEmulator = async (
  email: string,
  options: GrantAdminOptions = {},
): Promise<GrantAdminResult> => {
  const { auth, close } = openAdminAuth({ projectId: authProjectId(), emulatorHost: authHost() });
  try {
    return await grantAdmin(auth, email, options);
  } finally {
    await close();
  }
};
