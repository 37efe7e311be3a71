import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { AdminAuth } from './grantAdmin';

export interface OpenAdminAuthOptions {
  projectId: string;
  /** The Auth emulator's host:port; without it, FIREBASE_AUTH_EMULATOR_HOST, and without that the real project. */
  emulatorHost?: string;
}

let apps = 0;

/**
 * firebase-admin's Auth for one project. On the emulator no credentials are needed; on a real project it uses
 * Application Default Credentials (`gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS
 * naming a service-account key file).
 */
export const openAdminAuth = ({
  projectId,
  emulatorHost,
}: OpenAdminAuthOptions): { auth: AdminAuth; close: () => Promise<void> } => {
  // firebase-admin reads the emulator's address from the environment only.
  if (emulatorHost) process.env['FIREBASE_AUTH_EMULATOR_HOST'] = emulatorHost;
  const onEmulator = Boolean(process.env['FIREBASE_AUTH_EMULATOR_HOST']);
  // gcloud's user credentials need a quota project for the Identity Toolkit API: the shop's own.
  if (!onEmulator && !process.env['GOOGLE_APPLICATION_CREDENTIALS'])
    process.env['GOOGLE_CLOUD_QUOTA_PROJECT'] ??= projectId;
  const app = initializeApp(
    onEmulator ? { projectId } : { projectId, credential: applicationDefault() },
    `admin-${projectId}-${++apps}`,
  );
  return { auth: getAuth(app), close: () => deleteApp(app) };
};
