// The deploy guard: refuses to deploy what would be unsafe or broken on a real project (scripts/deploy/deployGuard.ts
// says what and why). Runs from `npm run deploy` before the build, and from the `predeploy` hooks of firebase.json,
// so a plain `firebase deploy` is guarded too:
//   node scripts/deploy/checkDeploy.mjs [firestore] [hosting] [--before-build] [--project <id>]
// No target means both. The build environment is read as `vite build` reads it: loadEnv('production', root, 'VITE_')
// (.env, .env.local, .env.production, .env.production.local and the shell's VITE_* variables).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv, runnerImport } from 'vite';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** @typedef {import('./deployGuard').DeployTarget} DeployTarget */
/** @type {readonly DeployTarget[]} */
const TARGETS = ['firestore', 'hosting'];
/** @type {(name: string) => name is DeployTarget} */
const isTarget = (name) => TARGETS.some((target) => target === name);

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'before-build': { type: 'boolean', default: false }, project: { type: 'string' } },
  });
  const unknown = positionals.filter((target) => !isTarget(target));
  if (unknown.length > 0)
    throw new Error(`Unknown deploy target ${unknown.join(', ')}: use firestore or hosting.`);
  const targets = positionals.length > 0 ? positionals.filter(isTarget) : TARGETS;
  const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  const rulesFile = join(ROOT, firebaseJson.firestore?.rules ?? 'firestore.rules');
  // The firebase CLI runs hooks with GCLOUD_PROJECT (the project it deploys to) and, for hosting, RESOURCE_DIR (dist).
  const distDir =
    targets.length === 1 && targets[0] === 'hosting' && process.env.RESOURCE_DIR
      ? process.env.RESOURCE_DIR
      : join(ROOT, firebaseJson.hosting?.public ?? 'dist');
  /** @type {{ module: typeof import('./deployGuard') }} */
  const { module: guard } = await runnerImport(fileURLToPath(new URL('./deployGuard.ts', import.meta.url)));
  const env = loadEnv('production', ROOT, 'VITE_');
  const deployProject = values.project ?? process.env.GCLOUD_PROJECT;
  const problems = guard.checkDeploy({
    targets,
    rules: existsSync(rulesFile) ? readFileSync(rulesFile, 'utf8') : '',
    env,
    deployProject,
    beforeBuild: values['before-build'],
    dist: guard.readDist(distDir),
    distDir: distDir.startsWith(ROOT) ? distDir.slice(ROOT.length + 1) || '.' : distDir,
  });
  if (problems.length > 0) {
    console.error(`\nDeploy refused (${targets.join(', ')}): fix these and run it again.\n`);
    for (const problem of problems) console.error(`- ${problem}\n`);
    process.exit(1);
  }
  console.log(
    `Deploy check passed (${targets.join(', ')}${values['before-build'] ? ', before the build' : ''}) for ` +
      `project ${deployProject || env.VITE_FIREBASE_PROJECT_ID || '(named by the firebase CLI)'}.`,
  );
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
