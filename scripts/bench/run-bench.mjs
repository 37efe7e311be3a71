// `npm run bench`: the reads, bytes and speed budgets of issue 6 (docs/architecture.md#bounded-reads), then the bundle budget.
//   npm run bench              pages at 100, 1,000 and 10,000 products; speed at 10,000 and 100,000
//   npm run bench -- --quick   the same without the 100,000-product speed run (CI)
// Prints every figure next to its budget and exits non-zero when one is missed. The TypeScript runs through Vite's
// module runner (a dev server without HTTP), so no extra tool is needed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

/** @param {string} name */
const here = (name) => fileURLToPath(new URL(`./${name}`, import.meta.url));
const quick = process.argv.includes('--quick');

const server = await createServer({
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
/** @type {string[]} */
let failures;
try {
  const { runBench } = /** @type {typeof import('./runBench')} */ (
    await server.ssrLoadModule(here('runBench.ts'))
  );
  failures = await runBench({
    quick,
    print: (text) => process.stdout.write(`${text}\n`),
    progress: (text) => process.stderr.write(`${text}\n`),
  });
} catch (error) {
  console.error(error);
  failures = ['the bench itself'];
} finally {
  await server.close();
}

// The bundle budget belongs to scripts/bench/bundle-budget.mjs, which builds dist/ itself with --build.
const bundleScript = here('bundle-budget.mjs');
if (existsSync(bundleScript)) {
  process.stdout.write('\n');
  const bundle = spawnSync(process.execPath, [bundleScript, '--build'], { stdio: 'inherit' });
  if (bundle.status !== 0) failures.push('the bundle budget');
}

if (failures.length > 0) {
  console.error(`\nMissed: ${failures.join('; ')}.`);
  process.exit(1);
}
console.log('\nEvery budget is met.');
