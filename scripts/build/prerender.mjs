// Draws the pages a visit starts on into the build's output after the bundle is written, from the same route table,
// stores and components as the browser (src/prerender/prerenderShop.ts, loaded through Vite's SSR loader).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadEnv } from 'vite';
import { createPageLoader } from './createPageLoader.mjs';

/**
 * @returns {import('vite').Plugin}
 */
export const prerender = () => {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  let failed = false;
  return {
    name: 'sheesham-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // A failed bundle has nothing to draw, and Vite reports why (closeBundle runs all the same).
    buildEnd(error) {
      failed = error !== undefined;
    },
    async closeBundle() {
      if (config.build.ssr || failed) return;
      const started = performance.now();
      const loader = await createPageLoader({ configFile: config.configFile, mode: config.mode });
      try {
        const outDir = resolve(config.root, config.build.outDir);
        const { prerenderShop } = /** @type {typeof import('../../src/prerender/prerenderShop')} */ (
          await loader.ssrLoadModule('/src/prerender/prerenderShop.ts')
        );
        const env = loadEnv(config.mode, config.root, 'VITE_');
        // The server module draws the pages on demand and serves the sitemap (docs/architecture.md#pages-drawn-on-demand).
        const onDemand =
          env.VITE_BACKEND === 'firebase' &&
          loadEnv(config.mode, config.root, 'SHEESHAM_').SHEESHAM_SERVER_MODULE === 'on';
        const files = await prerenderShop({
          env,
          template: readFileSync(join(outDir, 'index.html'), 'utf8'),
          onDemand,
        });
        // Where pages are drawn on demand, '/' too is the function's (vite wrote the shell there).
        if (onDemand) rmSync(join(outDir, 'index.html'));
        for (const { file, content } of files) {
          const path = join(outDir, file);
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, content);
        }
        const pages = files.filter(({ file }) => file.endsWith('.html')).length - 1;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        config.logger.info(
          onDemand
            ? `SHEESHAM_SERVER_MODULE=on: the server module draws every page; home drew in ${seconds} s`
            : pages === 0
              ? 'VITE_DRAW_PAGES=false: no page prerendered; every address gets the app shell'
              : `prerendered ${pages} pages, sitemap.xml and robots.txt in ${seconds} s`,
        );
      } finally {
        await loader.close();
      }
    },
  };
};
