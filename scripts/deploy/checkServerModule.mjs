// The predeploy hook of the server module (firebase.json): refuses to deploy it while a secret it reads is not set
// in the project the CLI deploys to (GCLOUD_PROJECT), naming the command that sets each.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { firebaseCommand, ROOT } from './firebaseCli.mjs';

const project = process.env.GCLOUD_PROJECT ?? '';
/** @type {{ module: typeof import('../../functions/src/serverSecrets') }} */
const { module: secrets } = await runnerImport(join(ROOT, 'functions', 'src', 'serverSecrets.ts'));
/** @type {{ module: typeof import('./serverModuleGuard') }} */
const { module: guard } = await runnerImport(join(ROOT, 'scripts', 'deploy', 'serverModuleGuard.ts'));
const missing = secrets.SERVER_SECRET_NAMES.filter((name) => {
  const [command, args] = firebaseCommand(['functions:secrets:get', name, '--project', project]);
  return spawnSync(command, args, { cwd: ROOT, stdio: 'ignore' }).status !== 0;
});
const refusal = guard.missingSecretsRefusal(project, missing, secrets.SERVER_SECRET_VALUES);
if (refusal) {
  console.error(`\n${refusal}\n`);
  process.exit(1);
}
console.log(`Server module check passed: project ${project} has every secret it reads.`);
