import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes } from 'react-router-dom';
import { runnerImport } from 'vite';
import { landingChunkOf, pageModuleOf } from './chunkGroups.mjs';

/** @typedef {import('../../src/ui/app/routes/routeTable.ts').RouteEntry} RouteEntry */

/** A path pattern of the router ('/products/:id', '/admin/*') as a regular expression source, tested ignoring case. */
export const patternSource = (/** @type {string} */ pattern) => {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment.startsWith(':')
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  if (segments.length === 0) return '^/$';
  return `^/${segments.join('/')}/?$`;
};

/** A path the pattern matches, its parameters filled in. */
const samplePath = (/** @type {string} */ pattern) => pattern.replace(/:[\w-]+|\*/g, 'x');

/**
 * The routes whose page has chunk files to preload, as [expression, chunk files, exceptions] for the inline script, which
 * takes the first whose expression matches and none of its exceptions do. The exceptions are the routes React Router
 * prefers at an address that expression matches ('/orders/:id' is not the product page '/:category/:name').
 *
 * @param {readonly RouteEntry[]} routes
 * @param {(page: string) => string[]} filesOf the chunk files to preload for a page (none for most)
 * @returns {[string, string[], string[]][]}
 */
export const landingRoutes = (routes, filesOf) => {
  const chosenAt = (/** @type {string} */ path) => matchRoutes([...routes], path)?.[0]?.route;
  return routes.flatMap((route) => {
    const files = route.page ? filesOf(route.page) : [];
    if (files.length === 0) return [];
    const source = patternSource(route.path);
    const exceptions = routes
      .filter((other) => {
        const sample = samplePath(other.path);
        return other !== route && new RegExp(source, 'i').test(sample) && chosenAt(sample) === other;
      })
      .map((other) => patternSource(other.path));
    return [/** @type {[string, string[], string[]]} */ ([source, files, exceptions])];
  });
};

/**
 * @typedef {{ type: string, fileName: string, isEntry?: boolean, facadeModuleId?: string | null,
 *   moduleIds?: string[], imports?: string[] }} BundleOutput the parts of a rolldown output this plugin reads
 */

/**
 * The chunk holding `moduleId` (its own, or a code-splitting group's chunk that has no facade) and every chunk it
 * imports statically, minus those the entry already loads.
 *
 * @param {Record<string, BundleOutput>} bundle
 * @param {string} moduleId
 * @param {Set<string>} entryFiles
 * @returns {string[]}
 */
export const chunkFilesOf = (bundle, moduleId, entryFiles) => {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const start =
    chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
    chunks.find((chunk) => chunk.moduleIds?.includes(moduleId));
  if (!start) return [];
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** @type {string[]} */
  const files = [];
  const visit = (/** @type {BundleOutput} */ chunk) => {
    if (entryFiles.has(chunk.fileName) || files.includes(chunk.fileName)) return;
    files.push(chunk.fileName);
    for (const file of chunk.imports ?? []) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(start);
  return files;
};

/** The attribute of <html> on a page prerendered at build time (src/ui/app/prerenderedPage.ts). */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The inline script: preloads the chunks every page starts with, those a prerendered page loads later (the backend once
 * idle, Chakra's system when a part needs it) unless the page was prerendered (the app takes such a page over before
 * they have loaded), and the chunks of the page the address opens.
 *
 * @param {string} base
 * @param {string[]} always
 * @param {[string, string[], string[]][]} pages
 * @param {string[]} later
 */
export const preloadScript = (base, always, pages, later = []) =>
  `(function(){var b=${JSON.stringify(base)},p=location.pathname,f=${JSON.stringify(always)},` +
  `d=document.documentElement.hasAttribute(${JSON.stringify(PRERENDERED_ATTRIBUTE)});` +
  `if(!d)f=f.concat(${JSON.stringify(later)});var ` +
  `r=${JSON.stringify(pages)},m=function(x){return new RegExp(x,'i').test(p)};` +
  `for(var i=0;i<r.length;i++)if(m(r[i][0])&&!r[i][2].some(m)){f=f.concat(r[i][1]);break}` +
  `f.forEach(function(x){var l=document.createElement('link');l.rel='modulepreload';l.href=b+x;` +
  `document.head.appendChild(l)})})();`;

/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment): every function of a file that starts
 * with it is compiled while the file streams in, on a background thread, instead of on the main thread the first
 * time it runs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The firebase SDK's chunks: most of their code serves a visit only later, if at all, so V8 compiles it lazily. */
const isFirebaseSdk = (/** @type {BundleOutput} */ chunk) =>
  (chunk.moduleIds ?? []).length > 0 &&
  (chunk.moduleIds ?? []).every((id) => /[\\/]node_modules[\\/](@firebase|firebase)[\\/]/.test(id));

/**
 * The route table, loaded through a module runner rather than imported by vite.config.ts, as firstPaintStyles.ts
 * loads the theme.
 *
 * @returns {Promise<readonly RouteEntry[]>}
 */
const loadRouteTable = async () => {
  const file = fileURLToPath(new URL('../../src/ui/app/routes/routeTable.ts', import.meta.url));
  return /** @type {{ ROUTES: readonly RouteEntry[] }} */ ((await runnerImport(file)).module).ROUTES;
};

/**
 * A build plugin that lets the browser fetch, alongside the app's first chunk, the chunks it would otherwise ask for
 * only after that chunk has run: the modules every page imports lazily as it starts (the backend, a dynamic import
 * of the composition root; the offline banner) and the page of the address when that page is in a landing chunk
 * (chunkGroups.mjs). On a phone over mobile data that saves a round trip before the first paint. Those chunks, and the
 * first one with its imports, start with COMPILE_HINT: nearly all of their code runs as a visit starts, and compiled
 * on the main thread it made start-up's tasks (making Chakra's system, the hydration) long ones. Dev mode is left as
 * it is.
 *
 * @param {{ startUp: string[], loadedLater?: string[] }} options the modules every page imports lazily as it
 *   starts, and those a prerendered page loads later (the backend once idle, Chakra's system when a part needs it);
 *   paths from the project root
 * @returns {import('vite').Plugin}
 */
export const landingPreloads = ({ startUp, loadedLater = [] }) => {
  let root = process.cwd();
  let base = '/';
  /** @type {readonly RouteEntry[]} */
  let routes = [];
  /**
   * The chunks a visit starts with: the first one with its imports, those of the modules every page imports as it
   * starts, and each landing page's.
   *
   * @param {Record<string, BundleOutput>} outputs
   */
  const visitChunks = (outputs) => {
    const entryFiles = new Set(
      Object.values(outputs)
        .filter((output) => output.type === 'chunk' && output.isEntry)
        .flatMap((entry) => [entry.fileName, ...(entry.imports ?? [])]),
    );
    const filesOf = (/** @type {string} */ module) =>
      chunkFilesOf(outputs, resolve(root, module), entryFiles);
    const startUpFiles = [...new Set(startUp.flatMap(filesOf))];
    return {
      entryFiles,
      startUpFiles,
      laterFiles: [...new Set(loadedLater.flatMap(filesOf))].filter((file) => !startUpFiles.includes(file)),
      routes: landingRoutes(routes, (page) => (landingChunkOf(page) ? filesOf(pageModuleOf(page)) : [])),
    };
  };
  return {
    name: 'landing-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async buildStart() {
      routes = await loadRouteTable();
    },
    // After Vite's own, which writes the preloads of dynamic imports into the chunks' code.
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const { entryFiles, startUpFiles, laterFiles, routes } = visitChunks(
          /** @type {Record<string, BundleOutput>} */ (/** @type {unknown} */ (bundle)),
        );
        const files = new Set([
          ...entryFiles,
          ...startUpFiles,
          ...laterFiles,
          ...routes.flatMap(([, pageFiles]) => pageFiles),
        ]);
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && files.has(output.fileName) && !isFirebaseSdk(output))
            output.code = `${COMPILE_HINT}\n${output.code}`;
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const { startUpFiles, laterFiles, routes } = visitChunks(
          /** @type {Record<string, BundleOutput>} */ (bundle),
        );
        return [
          {
            tag: 'script',
            children: preloadScript(base, startUpFiles, routes, laterFiles),
            injectTo: 'head',
          },
        ];
      },
    },
  };
};
