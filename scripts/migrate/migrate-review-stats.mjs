// `npm run migrate:review-stats -- --project <id>`: gives every product rated before review aggregates were kept
// the aggregate of what it shows (scripts/migrate/migrateReviewStats.ts), so the rules let its next review decision
// move it. Run once on the owner's machine (runMigration.mjs says how it signs in); running it again changes nothing.
import { runMigration } from './runMigration.mjs';

await runMigration({
  command: 'migrate:review-stats',
  module: new URL('./migrateReviewStats.ts', import.meta.url),
  run: async (/** @type {typeof import('./migrateReviewStats')} */ core, db, projectId) =>
    core.migrationReport(await core.migrateReviewStats(db), projectId),
});
