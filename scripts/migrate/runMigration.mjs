// What every `npm run migrate:…` does around its migration: reads `--project`, signs in to the project with
// Application Default Credentials (`gcloud auth application-default login`, or GOOGLE_APPLICATION_CREDENTIALS), as
// grant-admin does, or to the emulator when FIRESTORE_EMULATOR_HOST is set, runs the migration's TypeScript module
// through Vite's module runner and prints its report. Exits 0 when it ran, 1 otherwise.
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';

/**
 * @param {{
 *   command: string;
 *   module: URL;
 *   run: (core: any, db: import('firebase-admin/firestore').Firestore, projectId: string) => Promise<string>;
 * }} migration the npm script's name, the module's address, and how to run it and say what it did
 */
export const runMigration = async ({ command, module, run }) => {
  const usage = `Usage: npm run ${command} -- --project <firebase-project-id>`;
  let exitCode = 1;
  try {
    const { values } = parseArgs({
      options: { project: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
    });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    const projectId = values.project?.trim() ?? '';
    if (!projectId) throw new Error(`--project is needed.\n${usage}`);
    const [{ initializeApp, applicationDefault, deleteApp }, { getFirestore }, { module: core }] =
      await Promise.all([
        import('firebase-admin/app'),
        import('firebase-admin/firestore'),
        runnerImport(module.pathname),
      ]);
    const onEmulator = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
    const app = initializeApp(onEmulator ? { projectId } : { projectId, credential: applicationDefault() });
    try {
      console.log(await run(core, getFirestore(app), projectId));
      exitCode = 0;
    } finally {
      await deleteApp(app);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(exitCode);
};
