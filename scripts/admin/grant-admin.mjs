// `npm run grant-admin -- --project <id> --email <addr> [--revoke]`: makes an account of the shop an admin (or
// takes it back) with the custom claim `admin: true`, which firestore.rules accept on a verified account. Run it on
// the owner's machine with Application Default Credentials of the project:
//   gcloud auth application-default login        (as a Google account that owns the Firebase project)
// or GOOGLE_APPLICATION_CREDENTIALS=/path/to/service-account-key.json. With FIREBASE_AUTH_EMULATOR_HOST set it
// talks to the Auth emulator instead. The TypeScript core (scripts/admin/grantAdmin.ts) runs through Vite's module
// runner, as the seed does.
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

const USAGE = 'Usage: npm run grant-admin -- --project <firebase-project-id> --email <address> [--revoke]';
/** @param {string} name */
const script = (name) => new URL(`./${name}`, import.meta.url).pathname;

/** @param {string} message */
const credentialHelp = (message) =>
  /credential|quota project|invalid_grant|reauth|PERMISSION_DENIED|insufficient permission/i.test(message)
    ? '\nSign in for the Admin SDK as a Google account that owns the project:\n' +
      '  gcloud auth application-default login\n' +
      'or point GOOGLE_APPLICATION_CREDENTIALS at a service-account key file of the project ' +
      '(Firebase console → Project settings → Service accounts → Generate new private key; keep it secret).'
    : '';

let exitCode = 1;
try {
  const { values } = parseArgs({
    options: {
      project: { type: 'string' },
      email: { type: 'string' },
      revoke: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const projectId = values.project?.trim() ?? '';
  const email = values.email?.trim() ?? '';
  if (!projectId || !email) throw new Error(`Both --project and --email are needed.\n${USAGE}`);
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  console.log(
    `${values.revoke ? 'Revoking' : 'Granting'} admin for ${email} in ${projectId}` +
      (emulator ? ` (Auth emulator at ${emulator})` : '') +
      '…',
  );
  const [{ module: core }, { module: opener }] = await Promise.all([
    /** @type {Promise<{ module: typeof import('./grantAdmin') }>} */ (runnerImport(script('grantAdmin.ts'))),
    /** @type {Promise<{ module: typeof import('./openAdminAuth') }>} */ (
      runnerImport(script('openAdminAuth.ts'))
    ),
  ]);
  const { auth, close } = opener.openAdminAuth({ projectId });
  try {
    const result = await core.grantAdmin(auth, email, { revoke: values.revoke });
    console.log(core.grantAdminReport(result, projectId));
    exitCode = 0;
  } finally {
    await close();
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const isGrantAdminError = error instanceof Error && error.name === 'GrantAdminError';
  console.error(`${message}${isGrantAdminError ? '' : credentialHelp(message)}`);
}
process.exit(exitCode);
