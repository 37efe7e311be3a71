// Bundles the page drawer the server module's `drawPage` loads (src/prerender/shopPageDrawer.ts, the app and the
// firebase web SDK in one file) into functions/lib/pages/, beside the app shell of the Hosting build it draws for
// (docs/architecture.md#pages-drawn-on-demand). Run after `vite build`, with the same settings:
//   node scripts/functions/build-page-drawer.mjs [hosting output folder, default dist] [drawer folder]
// (`npm run lighthouse` writes a drawer for its memory build to a folder of its own.)
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { ROOT } from '../emulators/emulatorProcesses.mjs';

const hostingDir = resolve(ROOT, process.argv[2] ?? 'dist');
const shell = join(hostingDir, 'app-shell.html');
if (!existsSync(shell)) {
  console.error(`${shell} is missing: run vite build first, with the settings the pages are drawn with.`);
  process.exit(1);
}
const outDir = resolve(ROOT, process.argv[3] ?? join('functions', 'lib', 'pages'));
const started = Date.now();
await build({
  root: ROOT,
  logLevel: 'warn',
  publicDir: false,
  // Everything in the one file: the function installs only functions/package.json's packages.
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/prerender/shopPageDrawer.ts',
    outDir,
    emptyOutDir: true,
    minify: false,
    manifest: false,
    rolldownOptions: {
      output: { format: 'esm', entryFileNames: 'shopPageDrawer.mjs', codeSplitting: false },
    },
  },
});
mkdirSync(outDir, { recursive: true });
copyFileSync(shell, join(outDir, 'app-shell.html'));
console.log(`Built ${join(outDir, 'shopPageDrawer.mjs')} in ${Date.now() - started} ms.`);
