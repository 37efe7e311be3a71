import { request } from 'node:http';
import {
  grantAdmin,
  type GrantAdminOptions,
  type GrantAdminResult,
} from '../../../../scripts/admin/grantAdmin';
import { openAdminAuth } from '../../../../scripts/admin/openAdminAuth';
import { authHost, authProjectId } from './emulator';

/**
 * One call to the Auth emulator's REST API, on a connection of its own. fetch keeps idle connections for reuse,
 * longer than the emulator keeps them open: after a pause (the CLI tests spawn a process) the next call went out on
 * a connection the emulator had just closed, and failed with "other side closed".
 */
const callEmulator = (path: string, method = 'GET'): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const call = request(`http://${authHost()}${path}`, { method, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });

/** Deletes every account of the Auth emulator's project. */
export const clearAccounts = async (): Promise<void> => {
  const { status } = await callEmulator(`/emulator/v1/projects/${authProjectId()}/accounts`, 'DELETE');
  if (status < 200 || status >= 300) throw new Error(`Could not clear the Auth emulator: ${status}`);
};

interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

const latestOobCode = async (email: string, requestType: string): Promise<string | null> => {
  const { body } = await callEmulator(`/emulator/v1/projects/${authProjectId()}/oobCodes`);
  const { oobCodes } = JSON.parse(body) as { oobCodes: OobCode[] };
  const mine = oobCodes.filter((code) => code.email === email && code.requestType === requestType);
  return mine[mine.length - 1]?.oobCode ?? null;
};

/** The code of the newest verification e-mail the Auth emulator "sent" to `email` (its out-of-band codes). */
export const latestVerificationCode = (email: string): Promise<string | null> =>
  latestOobCode(email, 'VERIFY_EMAIL');

/** The code of the newest password-reset e-mail the Auth emulator "sent" to `email`. */
export const latestPasswordResetCode = (email: string): Promise<string | null> =>
  latestOobCode(email, 'PASSWORD_RESET');

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
