// `firebase deploy` to the project of the build environment (VITE_FIREBASE_PROJECT_ID), with any extra arguments
// passed on, e.g. `npm run deploy -- --only hosting`. `npm run deploy` runs it twice: the rules and indexes first
// (the build reads the catalogue through them to draw its pages), then, after the build, everything.
// Uses the firebase-tools of tools/firebase-emulators when it is installed, else the same version through npx.
// The predeploy hooks of firebase.json run the guard again, with the project and dist/ the CLI really deploys.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const TOOL_DIR = join(ROOT, 'tools', 'firebase-emulators');
const installed = join(TOOL_DIR, 'node_modules', '.bin', 'firebase');
const version = JSON.parse(readFileSync(join(TOOL_DIR, 'package.json'), 'utf8')).dependencies[
  'firebase-tools'
];

const args = process.argv.slice(2);
const projectId = loadEnv('production', ROOT, 'VITE_').VITE_FIREBASE_PROJECT_ID?.trim();
const namesProject = args.some((arg) => arg === '--project' || arg === '-P' || arg.startsWith('--project='));
const projectArgs = namesProject ? [] : projectId ? ['--project', projectId] : undefined;
if (!projectArgs) {
  console.error(
    'VITE_FIREBASE_PROJECT_ID is not set: see "Running on a real Firebase project" in the README.',
  );
  process.exit(1);
}
const deployArgs = ['deploy', ...projectArgs, ...args];
/** @type {[string, string[]]} */
const [command, commandArgs] = existsSync(installed)
  ? [installed, deployArgs]
  : ['npx', ['--yes', `firebase-tools@${version}`, ...deployArgs]];
console.log(`> firebase ${deployArgs.join(' ')}`);
const child = spawn(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
