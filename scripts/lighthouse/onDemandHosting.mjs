// Serves a build as Hosting serves a shop whose server module draws its pages (docs/architecture.md#pages-drawn-on-demand):
// the build's files without the pages it drew (a build made with the module on writes none), the page rewrites of
// scripts/deploy/hostingWithPages.ts, and a page drawer in this process answering the function's rewrite.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runnerImport } from 'vite';
import { startHostingServer } from './hostingServer.mjs';

const root = resolve(import.meta.dirname, '..', '..');

/**
 * @param {string} outDir the build
 * @param {number} port 0 for any free port
 * @param {import('./hostingServer.mjs').PageFunction} drawPage
 */
export const startOnDemandHosting = async (outDir, port, drawPage) => {
  const filesDir = mkdtempSync(join(tmpdir(), 'sheesham-on-demand-'));
  cpSync(outDir, filesDir, {
    recursive: true,
    filter: (source) => !source.endsWith('.html') || source.endsWith('app-shell.html'),
  });
  /** @type {{ module: typeof import('../deploy/hostingWithPages') }} */
  const { module: pages } = await runnerImport(join(root, 'scripts', 'deploy', 'hostingWithPages.ts'));
  const { hosting } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const server = await startHostingServer(filesDir, pages.hostingWithPages(hosting), port, drawPage);
  return {
    server,
    close: () => {
      server.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
};
