import { readFileSync } from 'node:fs';
import type { CurrentActor } from '../../../../src/domain/staff/Activity';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, type Firestore, getFirestore, terminate } from 'firebase/firestore';

/** Set by scripts/emulators/run-emulator-tests.mjs; a run without the emulators fails instead of skipping. */
const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the emulator suite with \`npm run test:emulators\`.`);
  return value;
};

export const firestoreHost = (): string => required('FIRESTORE_EMULATOR_HOST');
export const authHost = (): string => required('FIREBASE_AUTH_EMULATOR_HOST');
/** The project the Auth emulator was started for. */
export const authProjectId = (): string => process.env['SHEESHAM_EMULATOR_PROJECT'] ?? 'demo-sheesham';

const hostAndPort = (): [string, number] => {
  const [host, port] = firestoreHost().split(':');
  return [host ?? '127.0.0.1', Number(port)];
};

/** Deletes every document of a project (the emulator's reset endpoint). */
export const clearFirestore = async (projectId: string): Promise<void> => {
  const response = await fetch(
    `http://${firestoreHost()}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`Could not clear Firestore project ${projectId}: ${response.status}`);
};

/**
 * Loads the repository's firestore.rules into a project, so a test always runs against the file as it is now (the
 * emulator also starts with --rules, but only reloads that copy when it notices a change).
 */
export const loadRules = async (projectId: string): Promise<void> => {
  const content = readFileSync(new URL('../../../../firestore.rules', import.meta.url), 'utf8');
  const response = await fetch(`http://${firestoreHost()}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ content }] } }),
  });
  if (!response.ok) throw new Error(`Could not load firestore.rules: ${await response.text()}`);
};

/** Who a test client is: the emulator's rules-bypassing owner, or a user with these token claims. */
export type Identity =
  'owner' | 'anonymous' | { uid: string; email?: string; emailVerified?: boolean; admin?: boolean };

/** An admin as the rules know one: a verified token with the owner's `admin` claim (npm run grant-admin). */
export const ADMIN: Identity = {
  uid: 'contract-admin',
  // Not an address the rules could know: the claim alone makes this identity an admin.
  email: 'contract-admin@example.com',
  emailVerified: true,
  admin: true,
};
export const shopper = (uid: string, email = `${uid}@example.com`): Identity => ({
  uid,
  email,
  emailVerified: true,
});

const tokenOf = (identity: Exclude<Identity, 'anonymous'>) =>
  identity === 'owner'
    ? 'owner'
    : {
        sub: identity.uid,
        user_id: identity.uid,
        ...(identity.email ? { email: identity.email } : {}),
        email_verified: identity.emailVerified ?? false,
        ...(identity.admin ? { admin: true } : {}),
      };

/**
 * Firestore clients of one project, one per identity, connected to the emulator with a mock ID token (the
 * emulator does not check signatures, so `request.auth` in the rules is exactly these claims).
 */
export class EmulatorClients {
  private readonly apps = new Map<string, { app: FirebaseApp; db: Firestore }>();
  private static counter = 0;

  private rulesLoaded: Promise<void> | null = null;

  constructor(readonly projectId: string) {}

  as(identity: Identity): Firestore {
    const key =
      typeof identity === 'string'
        ? identity
        : `${identity.uid}|${identity.email ?? ''}|${identity.emailVerified ?? false}|${identity.admin ?? false}`;
    const existing = this.apps.get(key);
    if (existing) return existing.db;
    const app = initializeApp(
      { projectId: this.projectId, apiKey: 'demo-key' },
      `test-${++EmulatorClients.counter}`,
    );
    const db = getFirestore(app);
    identities.set(db, identity);
    if (identity === 'anonymous') connectFirestoreEmulator(db, ...hostAndPort());
    else connectFirestoreEmulator(db, ...hostAndPort(), { mockUserToken: tokenOf(identity) });
    this.apps.set(key, { app, db });
    return db;
  }

  /** Empties the project (and loads the current rules into it the first time). */
  async clear(): Promise<void> {
    this.rulesLoaded ??= loadRules(this.projectId);
    await this.rulesLoaded;
    await clearFirestore(this.projectId);
  }

  async dispose(): Promise<void> {
    const apps = [...this.apps.values()];
    this.apps.clear();
    await Promise.all(
      apps.map(async ({ app, db }) => {
        await terminate(db);
        await deleteApp(app);
      }),
    );
  }
}

const identities = new WeakMap<Firestore, Identity>();

/** Who a client of EmulatorClients acts as, as the adapters name the signed-in person in the activity log. */
export const actorOf =
  (db: Firestore): CurrentActor =>
  () => {
    const identity = identities.get(db);
    if (identity === 'owner') return { uid: 'emulator-owner', name: 'Emulator owner' };
    return typeof identity === 'object' ? { uid: identity.uid, name: identity.email ?? identity.uid } : null;
  };

export const systemClock = { now: (): string => new Date().toISOString() };
