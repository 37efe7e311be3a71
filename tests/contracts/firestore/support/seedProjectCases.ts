import { FirestoreDeliveryZoneRepository } from '../../../../src/adapters/firestore/FirestoreDeliveryZoneRepository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirestoreCatalogueSummaryRepository } from '../../../../src/adapters/firestore/FirestoreCatalogueSummaryRepository';
import { FirestoreSettingsRepository } from '../../../../src/adapters/firestore/FirestoreSettingsRepository';
import { FirestoreUserRepository } from '../../../../src/adapters/firestore/FirestoreUserRepository';
import { seedProject, WITHOUT_DEMO_IDENTITY } from '../../../../scripts/seed/seedProject';
import { demoShopData } from '../../../../scripts/seed/demoShopData';
import { clearAccounts, grantAdminOnEmulator } from './authEmulator';
import {
  authHost,
  authProjectId,
  clearFirestore,
  EmulatorClients,
  firestoreHost,
  loadRules,
  actorOf,
} from './emulator';

/**
 * `npm run seed -- --project`: a real project is seeded by one of its admins, through firestore.rules. Called from
 * authService.firestore.test.ts, because the Auth emulator's accounts are shared by the whole run and only the
 * tests of one file run one after another.
 */
const PROJECT = 'demo-seed-project';

const env = () => ({
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: PROJECT,
  VITE_FIREBASE_APP_ID: 'demo-app',
  VITE_FIREBASE_EMULATORS: 'true',
  VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: firestoreHost(),
  VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${authHost()}`,
});

/** An account in the Auth emulator (created with the emulator's owner token; it serves one project). */
const createAccount = async (email: string, emailVerified: boolean): Promise<void> => {
  const response = await fetch(
    `http://${authHost()}/identitytoolkit.googleapis.com/v1/projects/${authProjectId()}/accounts`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret123', emailVerified }),
    },
  );
  if (!response.ok) throw new Error(`Could not create ${email}: ${await response.text()}`);
};

export const describeSeedProject = (): void => {
  describe('seeding a real project (npm run seed -- --project)', () => {
    const clients = new EmulatorClients(PROJECT);
    beforeAll(async () => {
      await clearAccounts();
      await clearFirestore(PROJECT);
      await loadRules(PROJECT);
      await createAccount('admin@demo.shop', true);
      // The rules know no address: the seeding account is an admin because the owner granted it the claim.
      await grantAdminOnEmulator('admin@demo.shop');
      await createAccount('owner@demo.shop', false);
      await createAccount('seed-shopper@example.in', true);
    });
    afterAll(() => clients.dispose());

    it('refuses an account that is not verified, and a shopper, before writing anything', async () => {
      await expect(
        seedProject({ env: env(), adminEmail: 'owner@demo.shop', adminPassword: 'secret123' }),
      ).rejects.toThrow('has not verified its e-mail yet');
      await expect(
        seedProject({ env: env(), adminEmail: 'seed-shopper@example.in', adminPassword: 'secret123' }),
      ).rejects.toThrow(/permission/i);
      const summary = await new FirestoreCatalogueSummaryRepository(clients.as('anonymous')).get();
      expect(summary.activeProductCount).toBe(0);
    });

    it('loads the demo catalogue, banners, settings and zones as a verified admin, without demo users or orders', async () => {
      const seeded = await seedProject({
        env: env(),
        adminEmail: 'admin@demo.shop',
        adminPassword: 'secret123',
      });
      const data = demoShopData();
      expect(seeded).toEqual({
        projectId: PROJECT,
        products: data.products.length,
        banners: data.banners.length,
      });
      const summary = await new FirestoreCatalogueSummaryRepository(clients.as('anonymous')).get();
      expect(summary.activeProductCount).toBe(data.products.filter((product) => product.isActive).length);
      // Without the demo's fictitious UPI ID, seller and grievance officer: a real shop names its own.
      const settings = await new FirestoreSettingsRepository(
        clients.as('anonymous'),
        actorOf(clients.as('anonymous')),
      ).get();
      expect(settings).toEqual({ ...data.settings, ...WITHOUT_DEMO_IDENTITY });
      expect(settings).toMatchObject({ upiId: '', sellerLegalName: '', grievanceOfficerName: '' });
      expect(
        await new FirestoreDeliveryZoneRepository(
          clients.as('anonymous'),
          actorOf(clients.as('anonymous')),
        ).get(),
      ).toHaveLength(data.deliveryZones.length);
      expect(
        (await new FirestoreUserRepository(clients.as('owner'), actorOf(clients.as('owner'))).list(10)).items,
      ).toEqual([]);
    });

    it('refuses a project that already has a catalogue', async () => {
      await expect(
        seedProject({ env: env(), adminEmail: 'admin@demo.shop', adminPassword: 'secret123' }),
      ).rejects.toThrow('already has a catalogue');
    });
  });
};
