// `npm run migrate:search-vocabulary -- --project <id>`: counts the words of every active product into the catalogue
// index and the public search vocabulary (scripts/migrate/migrateSearchVocabulary.ts), for a shop whose catalogue was
// written before search kept one; until then typos are corrected against the words of the products written since.
// Run once on the owner's machine with Application Default Credentials of the project
// (`gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS), as grant-admin does; with
// FIRESTORE_EMULATOR_HOST set it works on the emulator. Running it again changes nothing.
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

const USAGE = 'Usage: npm run migrate:search-vocabulary -- --project <firebase-project-id>';
/** @param {string} name */
const script = (name) => new URL(`./${name}`, import.meta.url).pathname;

let exitCode = 1;
try {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const projectId = values.project?.trim() ?? '';
  if (!projectId) throw new Error(`--project is needed.\n${USAGE}`);
  const [{ initializeApp, applicationDefault, deleteApp }, { getFirestore }, { module: core }] =
    await Promise.all([
      import('firebase-admin/app'),
      import('firebase-admin/firestore'),
      /** @type {Promise<{ module: typeof import('./migrateSearchVocabulary') }>} */ (
        runnerImport(script('migrateSearchVocabulary.ts'))
      ),
    ]);
  const onEmulator = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  const app = initializeApp(onEmulator ? { projectId } : { projectId, credential: applicationDefault() });
  try {
    console.log(core.migrationReport(await core.migrateSearchVocabulary(getFirestore(app)), projectId));
    exitCode = 0;
  } finally {
    await deleteApp(app);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
}
process.exit(exitCode);
