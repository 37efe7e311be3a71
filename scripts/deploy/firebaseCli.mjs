// The firebase CLI the scripts run: the firebase-tools of tools/firebase-emulators when it is installed, else the same
// version through npx.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const TOOL_DIR = join(ROOT, 'tools', 'firebase-emulators');
const installed = join(TOOL_DIR, 'node_modules', '.bin', 'firebase');
const version = JSON.parse(readFileSync(join(TOOL_DIR, 'package.json'), 'utf8')).dependencies[
  'firebase-tools'
];

/**
 * The command and arguments that run `firebase <args>`.
 *
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
export const firebaseCommand = (args) =>
  existsSync(installed) ? [installed, args] : ['npx', ['--yes', `firebase-tools@${version}`, ...args]];
