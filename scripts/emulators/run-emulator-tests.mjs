// `npm run test:emulators`: starts the Firestore and Auth emulators on free ports, runs the vitest project
// 'emulator' (tests/rules and tests/contracts/firestore) against them, then seeds them with the demo shop and drives
// a firebase-mode production build in Chromium (tests/e2e-firebase), and stops them, also when the tests fail or
// the run is interrupted. `--no-browser` skips the browser part; other arguments go to vitest (e.g. a file filter).
import { spawn } from 'node:child_process';
import { freePort, ROOT, SetupError, startEmulators, stopAll, stopOnExit } from './emulatorProcesses.mjs';

const started = Date.now();
stopOnExit();
const withBrowser = !process.argv.includes('--no-browser');
const vitestArgs = process.argv.slice(2).filter((arg) => arg !== '--no-browser');

/**
 * Runs a command to its end; resolves with its exit code.
 *
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @returns {Promise<number>}
 */
const runStep = (command, args, env) =>
  new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });

/**
 * Seeds the demo shop, builds the app in firebase mode for these emulators and runs the browser suite on it.
 *
 * @param {Awaited<ReturnType<typeof startEmulators>>} emulators
 * @param {Record<string, string>} emulatorEnv
 */
const runBrowserSuite = async (emulators, emulatorEnv) => {
  const seeded = await runStep('node', ['scripts/seed/seed.mjs'], emulatorEnv);
  if (seeded !== 0) return seeded;
  const outDir = 'dist-firebase';
  const built = await runStep('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
    VITE_BACKEND: 'firebase',
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: 'localhost',
    VITE_FIREBASE_PROJECT_ID: emulators.projectId,
    VITE_FIREBASE_APP_ID: 'demo-app-id',
    VITE_FIREBASE_EMULATORS: 'true',
    VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
    VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${emulators.authHost}`,
  });
  if (built !== 0) return built;
  // E2E_GREP runs only the browser tests whose titles match, as Playwright's --grep does.
  const grep = process.env.E2E_GREP ? ['--grep', process.env.E2E_GREP] : [];
  return runStep('npx', ['playwright', 'test', ...grep], {
    ...emulatorEnv,
    E2E_DIR: 'tests/e2e-firebase',
    E2E_OUT_DIR: outDir,
    E2E_PORT: String(await freePort()),
  });
};

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
  const emulatorEnv = {
    SHEESHAM_EMULATORS: '1',
    FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
    FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
    SHEESHAM_EMULATOR_PROJECT: emulators.projectId,
  };
  const vitest = await runStep(
    'npx',
    ['vitest', 'run', '--project', 'emulator', '--maxWorkers=3', ...vitestArgs],
    emulatorEnv,
  );
  if (vitest !== 0 || !withBrowser) return vitest;
  const vitestDone = Date.now();
  const browser = await runBrowserSuite(emulators, emulatorEnv);
  console.log(`Browser suite on the emulators: ${((Date.now() - vitestDone) / 1000).toFixed(1)} s.`);
  return browser;
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
