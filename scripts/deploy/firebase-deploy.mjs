// `firebase deploy` to the project of the build environment (VITE_FIREBASE_PROJECT_ID), with any extra arguments
// passed on, e.g. `npm run deploy -- --only hosting`. `npm run deploy` runs it twice: the rules and indexes first
// (the build reads the catalogue through them to draw its pages), then, after the build, everything.
// The predeploy hooks of firebase.json run the guard again, with the project and dist/ the CLI really deploys.
// The server module (functions/) is optional: a whole deploy leaves it out unless SHEESHAM_SERVER_MODULE=on (in the
// shell or .env.local); then its predeploy hooks build it and refuse to deploy it while a secret it reads is unset,
// and Hosting sends the shop's pages to its drawPage (firebase.server.json: firebase.json with those rewrites).
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv, runnerImport } from 'vite';
import { firebaseCommand, ROOT } from './firebaseCli.mjs';

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
const serverModule = loadEnv('production', ROOT, 'SHEESHAM_').SHEESHAM_SERVER_MODULE?.trim() === 'on';
const chooses = args.some((arg) => /^--(only|except)(=|$)/.test(arg));
const deployArgs = [
  'deploy',
  ...projectArgs,
  ...args,
  ...(chooses || serverModule ? [] : ['--except', 'functions']),
];
if (serverModule) {
  /** @type {{ module: typeof import('./hostingWithPages') }} */
  const { module: pages } = await runnerImport(join(ROOT, 'scripts', 'deploy', 'hostingWithPages.ts'));
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  writeFileSync(
    join(ROOT, 'firebase.server.json'),
    `${JSON.stringify({ ...config, hosting: pages.hostingWithPages(config.hosting) }, null, 2)}\n`,
  );
  deployArgs.push('--config', 'firebase.server.json');
}
const [command, commandArgs] = firebaseCommand(deployArgs);
console.log(`> firebase ${deployArgs.join(' ')}`);
const child = spawn(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
