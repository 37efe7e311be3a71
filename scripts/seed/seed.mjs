// `npm run seed`: loads the demo shop (the memory backend's seed: catalogue, banners, settings, categories, demo
// accounts and their orders) into running emulators. Start them first, e.g.
//   node scripts/emulators/start-emulators.mjs --seed     (starts both and runs this script)
//
// `npm run seed -- --project`: loads the demo catalogue, categories, banners and settings into the real
// project of .env.local (VITE_FIREBASE_*), signed in as one of its admins, so the rules check every write:
//   SEED_ADMIN_EMAIL=owner@example.in SEED_ADMIN_PASSWORD=… npm run seed -- --project
// The TypeScript seed runs through Vite's module runner, so no extra tool is needed.
import { loadEnv, runnerImport } from 'vite';

/** @param {string} name */
const seedFile = (name) => new URL(`./${name}`, import.meta.url).pathname;

try {
  if (process.argv.includes('--project')) {
    const adminEmail = process.env.SEED_ADMIN_EMAIL ?? '';
    const adminPassword = process.env.SEED_ADMIN_PASSWORD ?? '';
    if (!adminEmail || !adminPassword) {
      throw new Error('Set SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD to an admin account of the project.');
    }
    /** @type {{ module: typeof import('./seedProject') }} */
    const { module } = await runnerImport(seedFile('seedProject.ts'));
    const seeded = await module.seedProject({
      env: { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env },
      adminEmail,
      adminPassword,
    });
    console.log(
      `Seeded ${seeded.projectId}: ${seeded.products} products, ${seeded.banners} banners, categories, settings.`,
    );
  } else {
    /** @type {{ module: typeof import('./seedEmulators') }} */
    const { module } = await runnerImport(seedFile('seedEmulators.ts'));
    await module.seedEmulators();
  }
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
