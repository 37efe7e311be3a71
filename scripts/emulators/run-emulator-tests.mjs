// `npm run test:emulators`: starts the Firestore and Auth emulators on free ports, runs the vitest project
// 'emulator' (tests/rules and tests/contracts/firestore) against them, then seeds them with the demo shop and drives
// a firebase-mode production build in Chromium (tests/e2e-firebase), and stops them, also when the tests fail or
// the run is interrupted. Last, it builds the server module and runs its suite (functions/test) in the Functions
// emulator beside a fresh Firestore emulator, the Hosting emulator and a local SMTP server, on a second build whose
// pages the functions draw, and drives that build paying through those functions in Chromium (tests/e2e-functions). `--no-browser` skips the browser parts,
// `--only-functions` runs only the server module's suite; other arguments go to vitest (e.g. a file filter).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  freePort,
  holdPort,
  PROJECT_ID,
  ROOT,
  SetupError,
  startEmulators,
  startFunctionsEmulators,
  stopAll,
  stopOnExit,
} from './emulatorProcesses.mjs';

const started = Date.now();
stopOnExit();
const withBrowser = !process.argv.includes('--no-browser');
const onlyFunctions = process.argv.includes('--only-functions');
const vitestArgs = process.argv.slice(2).filter((arg) => !['--no-browser', '--only-functions'].includes(arg));

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
 * Seeds the demo shop and builds the app in firebase mode for these emulators into `outDir`, with `buildEnv` added
 * to the build's settings. Resolves with the first failing step's exit code, else 0.
 *
 * @param {{ firestoreHost: string; authHost: string; projectId: string }} emulators
 * @param {{ outDir: string; buildEnv?: Record<string, string> }} options
 */
const seedAndBuild = async (emulators, { outDir, buildEnv = {} }) => {
  const seeded = await seedDemo(emulators);
  if (seeded !== 0) return seeded;
  return runStep(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'],
    appBuildEnv(emulators, buildEnv),
  );
};

/**
 * The settings of a firebase-mode build for these emulators, with `buildEnv` added.
 *
 * @param {{ firestoreHost: string; authHost: string; projectId: string }} emulators
 * @param {Record<string, string>} buildEnv
 */
const appBuildEnv = (emulators, buildEnv) => ({
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'localhost',
  VITE_FIREBASE_PROJECT_ID: emulators.projectId,
  VITE_FIREBASE_APP_ID: 'demo-app-id',
  VITE_FIREBASE_EMULATORS: 'true',
  VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
  VITE_FIREBASE_AUTH_EMULATOR_URL: `http://${emulators.authHost}`,
  ...buildEnv,
});

/** @param {{ firestoreHost: string; authHost: string }} emulators */
const seedDemo = (emulators) =>
  runStep('node', ['scripts/seed/seed.mjs'], {
    FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
    FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
  });

/**
 * Runs a browser suite on a build: `suite`'s directory, the build in `outDir` and `env` added to the tests'.
 *
 * @param {{ authHost: string; projectId: string }} emulators
 * @param {{ suite: string; outDir: string; env: Record<string, string> }} options
 */
const runPlaywright = async (emulators, { suite, outDir, env }) => {
  // E2E_GREP runs only the browser tests whose titles match, as Playwright's --grep does.
  const grep = process.env.E2E_GREP ? ['--grep', process.env.E2E_GREP] : [];
  const testEnv = {
    ...env,
    FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
    SHEESHAM_EMULATOR_PROJECT: emulators.projectId,
    E2E_DIR: suite,
    E2E_OUT_DIR: outDir,
    E2E_PORT: String(await freePort()),
  };
  // The phone's first taps run after the others, alone (playwright.config.ts); a grep may pick from only one of them.
  const picked = grep.length ? ['--pass-with-no-tests'] : [];
  const others = await runStep(
    'npx',
    ['playwright', 'test', '--project', 'chromium', ...grep, ...picked],
    testEnv,
  );
  if (others !== 0) return others;
  return runStep(
    'npx',
    ['playwright', 'test', '--project', 'phone', '--pass-with-no-tests', ...grep],
    testEnv,
  );
};

/**
 * The server module's suite: functions/lib built from functions/src, the Functions emulator loading it with its
 * Firestore triggers wired to a fresh Firestore emulator, and the SMTP server and the WhatsApp Cloud API stand-in
 * the tests start on ports given here. Then, unless `--no-browser`, a firebase build that calls these functions pays
 * in Chromium through the Razorpay stand-in's checkout (tests/e2e-functions).
 */
const runFunctionsSuite = async () => {
  if (!existsSync(join(ROOT, 'functions', 'node_modules'))) {
    const installed = await runStep('npm', ['ci', '--prefix', 'functions', '--no-audit', '--no-fund'], {});
    if (installed !== 0) return installed;
  }
  const built = await runStep('node', ['scripts/functions/build-functions.mjs'], {});
  if (built !== 0) return built;
  const started = Date.now();
  const smtp = await holdPort();
  const smtpPort = smtp.port;
  const whatsapp = await holdPort();
  const razorpay = await holdPort();
  const serverEnv = {
    SMTP_HOST: `127.0.0.1:${smtpPort}`,
    SMTP_USER: '',
    SMTP_PASSWORD: '',
    WHATSAPP_TOKEN: 'stand-in-token',
    WHATSAPP_API_ORIGIN: `http://127.0.0.1:${whatsapp.port}`,
    SHOP_ORIGIN: 'https://shop.example',
    RAZORPAY_KEY_SECRET: 'stand-in-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'stand-in-webhook-secret',
    RAZORPAY_API_ORIGIN: `http://127.0.0.1:${razorpay.port}`,
  };
  const outDir = 'dist-functions';
  const emulators = await startFunctionsEmulators(serverEnv, join(ROOT, outDir));
  console.log(
    `Functions emulator ready in ${((Date.now() - started) / 1000).toFixed(1)} s with ${emulators.triggers} Firestore triggers: Firestore ${emulators.firestoreHost}, Functions ${emulators.functionsHost}, Hosting ${emulators.hostingHost}`,
  );
  // A build whose pages the server module draws (SHEESHAM_SERVER_MODULE=on), with the page drawer beside the
  // functions: the Hosting emulator serves it for the pages' tests, the browser suite pays through it.
  const buildEnv = {
    SHEESHAM_SERVER_MODULE: 'on',
    VITE_FIREBASE_FUNCTIONS_EMULATOR_HOST: emulators.functionsHost,
    VITE_RAZORPAY_CHECKOUT_URL: `${serverEnv.RAZORPAY_API_ORIGIN}/v1/checkout.js`,
  };
  const appBuilt = await seedAndBuild(emulators, { outDir, buildEnv });
  if (appBuilt !== 0) return appBuilt;
  const drawerBuilt = await runStep(
    'node',
    ['scripts/functions/build-page-drawer.mjs', outDir],
    appBuildEnv(emulators, buildEnv),
  );
  if (drawerBuilt !== 0) return drawerBuilt;
  // A filter meant for the first stage may match none of this stage's files.
  const filtered = vitestArgs.length > 0 && !onlyFunctions ? ['--passWithNoTests'] : [];
  await smtp.release();
  await whatsapp.release();
  await razorpay.release();
  const suite = await runStep(
    'npx',
    ['vitest', 'run', '--project', 'functions', ...filtered, ...vitestArgs],
    {
      ...serverEnv,
      SHEESHAM_FUNCTIONS: '1',
      SHEESHAM_SMTP_PORT: String(smtpPort),
      SHEESHAM_WHATSAPP_PORT: String(whatsapp.port),
      SHEESHAM_RAZORPAY_PORT: String(razorpay.port),
      SHEESHAM_FUNCTIONS_HOST: emulators.functionsHost,
      SHEESHAM_HOSTING_HOST: emulators.hostingHost,
      SHEESHAM_FUNCTIONS_LOG: join(emulators.logDir, 'functions.log'),
      SHEESHAM_EMULATOR_PROJECT: PROJECT_ID,
      GCLOUD_PROJECT: PROJECT_ID,
      FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
    },
  );
  if (suite !== 0 || !withBrowser) return suite;
  const browserStarted = Date.now();
  // The suite's tests cleared the database: the browser suite starts from the demo shop again.
  const reseeded = await seedDemo(emulators);
  if (reseeded !== 0) return reseeded;
  const browser = await runPlaywright(emulators, {
    suite: 'tests/e2e-functions',
    outDir,
    env: { ...serverEnv, SHEESHAM_RAZORPAY_PORT: String(razorpay.port) },
  });
  console.log(`Browser suite on the server module: ${((Date.now() - browserStarted) / 1000).toFixed(1)} s.`);
  return browser;
};

const run = async () => {
  if (onlyFunctions) return runFunctionsSuite();
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
  if (vitest !== 0) return vitest;
  if (withBrowser) {
    const vitestDone = Date.now();
    const outDir = 'dist-firebase';
    const built = await seedAndBuild(emulators, { outDir });
    if (built !== 0) return built;
    const browser = await runPlaywright(emulators, { suite: 'tests/e2e-firebase', outDir, env: emulatorEnv });
    console.log(`Browser suite on the emulators: ${((Date.now() - vitestDone) / 1000).toFixed(1)} s.`);
    if (browser !== 0) return browser;
  }
  await stopAll();
  return runFunctionsSuite();
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
