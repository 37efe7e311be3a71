// Bundles the server module (functions/src, with the shop's domain code it imports from src/) into
// functions/lib/index.js, the file Cloud Functions loads (docs/operations.md#server-module). The Admin SDK,
// firebase-functions and nodemailer stay outside, installed from functions/package.json where the module runs.
// The web SDK must never reach the bundle: the document readers the module shares with the browser's adapters
// import it only for their writers, so it is left out as free of side effects, and a reader that truly used it
// would fail the module's load in the emulator tests.
import { build } from 'rolldown';
import { join } from 'node:path';
import { ROOT } from '../emulators/emulatorProcesses.mjs';

const SERVER_PACKAGES = /^(firebase-admin|firebase-functions|nodemailer)(\/|$)/;
const WEB_SDK = /^(firebase|@firebase)\//;

const started = Date.now();
await build({
  input: join(ROOT, 'functions', 'src', 'index.ts'),
  platform: 'node',
  external: (id) => SERVER_PACKAGES.test(id) || WEB_SDK.test(id),
  treeshake: { moduleSideEffects: (id, external) => !(external && WEB_SDK.test(id)) },
  output: { file: join(ROOT, 'functions', 'lib', 'index.js'), format: 'cjs', sourcemap: true },
  logLevel: 'warn',
});
console.log(`Built functions/lib/index.js in ${Date.now() - started} ms.`);
