// `npm run seed`: loads the demo shop (the memory backend's seed: catalogue, banners, settings, categories, demo
// accounts and their orders) into running emulators. Start them first, e.g.
//   node scripts/emulators/start-emulators.mjs --seed     (starts both and runs this script)
// The TypeScript seed runs through Vite's module runner, so no extra tool is needed.
import { runnerImport } from 'vite';

try {
  const { module } = await runnerImport(new URL('./seedEmulators.ts', import.meta.url).pathname);
  await module.seedEmulators();
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
