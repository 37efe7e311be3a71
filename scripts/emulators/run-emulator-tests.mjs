// `npm run test:emulators`: starts the Firestore and Auth emulators on free ports, runs the vitest project
// 'emulator' (tests/rules and tests/contracts/firestore) against them, and stops them, also when the tests fail
// or the run is interrupted. Extra arguments go to vitest (e.g. a file filter).
import { spawn } from 'node:child_process';
import { freePort, ROOT, SetupError, startEmulators, stopAll, stopOnExit } from './emulatorProcesses.mjs';

const started = Date.now();
stopOnExit();

const run = async () => {
  const [firestorePort, authPort, hubPort, loggingPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const emulators = await startEmulators({ firestorePort, authPort, hubPort, loggingPort });
  console.log(
    `Emulators ready in ${((Date.now() - started) / 1000).toFixed(1)} s: Firestore ${emulators.firestoreHost}, Auth ${emulators.authHost}`,
  );
  const vitest = spawn('npx', ['vitest', 'run', '--project', 'emulator', '--maxWorkers=3', ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      SHEESHAM_EMULATORS: '1',
      FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
      SHEESHAM_EMULATOR_PROJECT: emulators.projectId,
    },
  });
  return new Promise((done) => vitest.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));
};

let exitCode = 1;
try {
  exitCode = await run();
} catch (error) {
  console.error(error instanceof SetupError ? `\n${error.message}\n` : error);
} finally {
  await stopAll();
}
console.log(`Emulator suite finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${exitCode}).`);
process.exit(exitCode);
