// Runs the Firestore and Auth emulators in the foreground on the ports of firebase.json (Firestore 8080, Auth
// 9099) until Ctrl-C, for running the app in firebase mode locally:
//   node scripts/emulators/start-emulators.mjs --seed      # starts both and loads the demo shop (npm run seed)
//   VITE_BACKEND=firebase VITE_FIREBASE_EMULATORS=true VITE_FIREBASE_PROJECT_ID=demo-sheesham … npm run dev
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, SetupError, startEmulators, stopAll, stopOnExit } from './emulatorProcesses.mjs';

stopOnExit();
const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).emulators;

try {
  const emulators = await startEmulators({
    firestorePort: config.firestore.port,
    authPort: config.auth.port,
    hubPort: config.hub?.port ?? 4400,
    loggingPort: config.logging?.port ?? 4500,
  });
  console.log(`Firestore emulator: ${emulators.firestoreHost}   Auth emulator: http://${emulators.authHost}`);
  console.log(`Project: ${emulators.projectId}   Logs: ${emulators.logDir}   Stop with Ctrl-C.`);
  if (process.argv.includes('--seed')) {
    const seed = spawnSync('node', [join(ROOT, 'scripts', 'seed', 'seed.mjs')], {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
        FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
      },
    });
    if (seed.status !== 0) console.error('Seeding failed; the emulators keep running.');
  }
  await new Promise(() => undefined);
} catch (error) {
  console.error(error instanceof SetupError ? `\n${error.message}\n` : error);
  await stopAll();
  process.exit(1);
}
