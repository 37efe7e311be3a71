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
