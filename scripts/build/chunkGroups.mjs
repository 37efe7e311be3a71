import { fileURLToPath } from 'node:url';

/**
 * How the build splits the app into chunks (rolldown's codeSplitting groups; a higher priority captures first).
 *
 * - `shell`: everything `/` imports statically, in one chunk (one request, one gzip stream: ~9 KB less than ~40 small
 *   shared chunks). Without recursive dependencies, a module the shell only re-exports from (toast machine, menus)
 *   stays out of it, in the lazy chunks that use it.
 * - the landing chunks (`home`, `product`, `listing`, `search`): the pages a visit starts on, each chunk with
 *   everything its pages import statically beyond the shell (what they load on demand, like the
 *   filter drawer, stays out). Left to automatic chunking, `/products` took
 *   25 small chunks: over HTTP/1.1 that many requests queue on six connections, which cost Lighthouse's mobile run
 *   ~0.7 s of LCP. A later page reuses the chunks of an earlier one.
 * - `landing-shared`: what the pages of two or more landing chunks import statically (the product card, its grid,
 *   the breadcrumbs). In the chunk of the first of them instead, a product page downloaded the home page's carousel
 *   and the listings' filters with it.
 * - `ark-plumbing`: what every component of Ark (under Chakra's fields, dialogs and toasts) is built with, and what
 *   that imports: shared by the toasts and a landing page's fields, it would otherwise join the `toast` chunk and
 *   bring Zag's state machines to that page.
 * - `chakra-system`: the shop's Chakra system, its recipes and tokens, which a landing page loads once it is idle and
 *   every other page with its module (deferredShopSystem.ts).
 * - `anatomy`: the names of the components' parts, which the Chakra system's recipes share with the components.
 * - `toast`: Chakra's toast machine and what it shares with the dialogs and drawers; without it the home chunk
 *   would take it in through the shell's toaster and every visit to `/` would download it.
 * - `start-up-shared`: the domain, port and browser-adapter modules outside the shell that the start-up modules and the
 *   landing pages import and that another chunk shares; they joined `backend-shared` before, which made every
 *   prerendered page download the backend's share before it was idle.
 * - `backend-shared`: the domain, port and browser-adapter modules outside the shell that two or more lazy chunks
 *   import (the memory backend and the admin forms, the demo inbox, the checkout, both backends' photo resizer), in
 *   one chunk the backend brings on every first visit: one request where automatic chunking made five small ones.
 * - `admin-shared`: the admin panel's components, stores and hooks that two or more of its screens use, in one chunk:
 *   each lazily loaded screen then names one shared chunk where automatic chunking named a dozen, and the shell
 *   carries every screen's list of chunks to preload.
 */
const escape = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page of the route table as a path from the project root ('shop/home/HomePage' → 'src/ui/shop/home/HomePage.tsx'). */
export const pageModuleOf = (/** @type {string} */ page) => `src/ui/${page}.tsx`;

/**
 * The landing chunks and the route table's pages in each; what the pages of two of them share is `landing-shared`'s.
 * index.html also starts downloading a visit's landing chunks alongside the app's first chunk (landingPreloads.mjs).
 *
 * @type {{ name: string, pages: import('../../src/ui/app/routes/pageModules.ts').PageName[] }[]}
 */
export const LANDING_CHUNKS = [
  { name: 'home', pages: ['shop/home/HomePage'] },
  { name: 'listing', pages: ['shop/catalogue/ProductsPage', 'shop/catalogue/CategoryPage'] },
  { name: 'product', pages: ['shop/product/ProductDetailPage'] },
  { name: 'search', pages: ['shop/catalogue/SearchPage'] },
];

/** The landing chunk that holds `page`, if any. */
export const landingChunkOf = (/** @type {string} */ page) =>
  LANDING_CHUNKS.find((chunk) => chunk.pages.some((landing) => landing === page))?.name;

/** The pages of a landing chunk, as one expression over module ids. */
const pagesOf = (/** @type {string[]} */ pages) =>
  new RegExp(`(${pages.map((page) => escape(pageModuleOf(page)).replaceAll('/', '[\\/]')).join('|')})$`);

/**
 * The modules every visit imports lazily as it starts, beyond its landing page: the composition root (a dynamic import
 * of main.tsx) and the offline banner, there before the network goes. index.html has the browser fetch them with the
 * first chunk (landingPreloads.mjs).
 */
export const START_UP_MODULES = [
  'src/composition/createPorts.ts',
  'src/ui/shared/components/OfflineBanner.tsx',
];

/**
 * Ark's context, factory, provider and utility modules, which all its components are built with, and the DOM helpers of
 * Zag that its fields read the page with (the rest of Zag's helpers serve its state machines).
 */
const ARK_PLUMBING =
  /node_modules[\\/](@ark-ui[\\/]react[\\/]dist[\\/](utils|providers|_virtual|components[\\/]factory\.js)|@zag-js[\\/]dom-query[\\/]dist[\\/](node|computed-style)\.mjs)/;

/**
 * The shop's Chakra system and Chakra's theme it is made of (src/ui/shared/theme/deferredShopSystem.ts): left to the
 * landing groups, a listing's reach through the theme's index took the recipes in.
 */
const CHAKRA_SYSTEM =
  /(node_modules[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]|src[\\/]ui[\\/]shared[\\/]theme[\\/](system|usedThemeConfig|lightTokens)\.ts$)/;

/**
 * The names of the components' parts (Zag's and Ark's anatomies), which the Chakra system's recipes and the components
 * both read: in the toasts' chunk, they made the system fetch the toast machine with it.
 */
const ANATOMY =
  /node_modules[\\/](@zag-js[\\/]anatomy[\\/]|@zag-js[\\/][^\\/]+[\\/]dist[\\/][^\\/]*\.anatomy\.mjs$|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/][^\\/]+[\\/][^\\/]*\.anatomy\.js$|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$)/;

/** The domain, port and browser-adapter modules: what the shop's chunks share beyond the first one. */
const SHARED_MODULES = /src[\\/](domain|ports|adapters[\\/]browser)[\\/]/;

const fromRoot = (/** @type {string} */ path) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** The start-up modules and the landing pages, as the build's module ids. */
const START_UP_PATHS = [
  ...START_UP_MODULES,
  ...LANDING_CHUNKS.flatMap(({ pages }) => pages.map(pageModuleOf)),
].map(fromRoot);

/**
 * What `walk` finds in the module graph of the build `context` belongs to, walked once per build: keyed on a start
 * module's info, which the chunking pass reuses. Undefined before the graph is there.
 *
 * @template T
 * @param {WeakMap<object, T>} cache
 * @param {import('rolldown').ChunkingContext} context
 * @param {() => T} walk
 * @returns {T | undefined}
 */
const oncePerGraph = (cache, context, walk) => {
  const graph = context.getModuleInfo(START_UP_PATHS[0] ?? '');
  if (!graph) return undefined;
  if (!cache.has(graph)) cache.set(graph, walk());
  return cache.get(graph);
};

/** @type {WeakMap<object, Set<string>>} */
const startUpImportsByGraph = new WeakMap();

/**
 * `start-up-shared` for a module the start-up modules or the landing pages import statically, else null: a visit
 * needs those before it is idle, the rest of the shared modules only with the backend.
 *
 * @param {string} id
 * @param {import('rolldown').ChunkingContext} context
 * @returns {string | null}
 */
const startUpSharedOf = (id, context) => {
  const imported = oncePerGraph(startUpImportsByGraph, context, () => {
    const found = new Set();
    const visit = (/** @type {string} */ module) => {
      if (found.has(module)) return;
      found.add(module);
      for (const next of context.getModuleInfo(module)?.importedIds ?? []) visit(next);
    };
    START_UP_PATHS.forEach(visit);
    return found;
  });
  return imported?.has(id) ? 'start-up-shared' : null;
};

/** @type {WeakMap<object, Map<string, Set<string>>>} */
const landingChunksByGraph = new WeakMap();

/** The app's own modules, not a package's: a package's index names every part of it, used or not. */
const OWN_CODE = /[\\/]src[\\/](?!.*node_modules)/;

/**
 * `landing-shared` for one of the app's modules that the pages of two or more landing chunks import statically, else
 * null. What it imports from packages follows it into the chunk (as far as the build keeps it).
 *
 * @param {string} id
 * @param {import('rolldown').ChunkingContext} context
 * @returns {string | null}
 */
const landingSharedOf = (id, context) => {
  const chunksOf = oncePerGraph(landingChunksByGraph, context, () => {
    /** @type {Map<string, Set<string>>} */
    const found = new Map();
    for (const { name, pages } of LANDING_CHUNKS) {
      const visit = (/** @type {string} */ module) => {
        const chunks = found.get(module) ?? new Set();
        if (chunks.has(name)) return;
        found.set(module, chunks.add(name));
        for (const next of context.getModuleInfo(module)?.importedIds ?? [])
          if (OWN_CODE.test(next)) visit(next);
      };
      pages.map((page) => fromRoot(pageModuleOf(page))).forEach(visit);
    }
    return found;
  });
  return (chunksOf?.get(id)?.size ?? 0) >= 2 ? 'landing-shared' : null;
};

/**
 * @type {{ name: string | typeof startUpSharedOf, debugName?: string, test?: RegExp, tags?: '$initial'[],
 *   includeDependenciesRecursively?: boolean, minShareCount?: number, priority: number }[]}
 */
export const CHUNK_GROUPS = [
  { name: 'shell', tags: ['$initial'], includeDependenciesRecursively: false, priority: 7 },
  { name: 'ark-plumbing', test: ARK_PLUMBING, priority: 6 },
  { name: 'anatomy', test: ANATOMY, includeDependenciesRecursively: false, priority: 6 },
  {
    name: 'toast',
    test: /node_modules[\\/](@zag-js[\\/]toast|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]toast)[\\/]/,
    priority: 5,
  },
  {
    name: startUpSharedOf,
    debugName: 'start-up-shared',
    test: SHARED_MODULES,
    minShareCount: 2,
    includeDependenciesRecursively: false,
    priority: 5,
  },
  {
    name: 'backend-shared',
    test: SHARED_MODULES,
    minShareCount: 2,
    includeDependenciesRecursively: false,
    priority: 5,
  },
  {
    name: 'admin-shared',
    test: /src[\\/]ui[\\/]admin[\\/](?!.*Page\.tsx$)/,
    minShareCount: 2,
    includeDependenciesRecursively: false,
    priority: 5,
  },
  { name: landingSharedOf, debugName: 'landing-shared', priority: 4 },
  // After what the landing pages share, which takes the styled system's parts Chakra's components run with.
  { name: 'chakra-system', test: CHAKRA_SYSTEM, priority: 3.5 },
  ...LANDING_CHUNKS.map(({ name, pages }, index) => ({ name, test: pagesOf(pages), priority: 3 - index })),
];

/**
 * The Vite manifest key of the chunk that holds the module `src` (a path from the project root): its own chunk, or
 * the chunk of the group that captured it (group chunks have no `src` in the manifest, only their group's name).
 */
/**
 * @param {Record<string, { src?: string, name?: string }>} manifest
 * @param {string} src
 * @returns {string | undefined}
 */
export const manifestKeyOf = (manifest, src) => {
  if (manifest[src]) return src;
  // A group named by the module graph (start-up-shared) cannot be told from a path.
  const group = CHUNK_GROUPS.find(
    (candidate) => typeof candidate.name === 'string' && candidate.test?.test(src),
  );
  return Object.entries(manifest).find(([, chunk]) => !chunk.src && chunk.name === group?.name)?.[0];
};
