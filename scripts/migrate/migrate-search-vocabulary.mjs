// `npm run migrate:search-vocabulary -- --project <id>`: counts the words of every active product into the catalogue
// index and the public search vocabulary (scripts/migrate/migrateSearchVocabulary.ts), for a shop whose catalogue was
// written before search kept one. Run once on the owner's machine (runMigration.mjs says how it signs in); running it
// again changes nothing.
import { runMigration } from './runMigration.mjs';

await runMigration({
  command: 'migrate:search-vocabulary',
  module: new URL('./migrateSearchVocabulary.ts', import.meta.url),
  run: async (/** @type {typeof import('./migrateSearchVocabulary')} */ core, db, projectId) =>
    core.migrationReport(await core.migrateSearchVocabulary(db), projectId),
});
