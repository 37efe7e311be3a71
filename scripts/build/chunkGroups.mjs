/**
 * How the build splits the app into chunks (rolldown's codeSplitting groups; a higher priority captures first).
 *
 * - `shell`: everything `/` imports statically, in one chunk (one request, one gzip stream: ~9 KB less than ~40 small
 *   shared chunks). Without recursive dependencies, a module the shell only re-exports from (toast machine, menus)
 *   stays out of it, in the lazy chunks that use it.
 * - `home`, `product`, `listing`: each landing page with everything it imports statically beyond the shell, in one
 *   chunk (what it loads on demand, like the filter drawer, stays out). Left to automatic chunking, `/products` took
 *   25 small chunks: over HTTP/1.1 that many requests queue on six connections, which cost Lighthouse's mobile run
 *   ~0.7 s of LCP. A later page reuses the chunks of an earlier one.
 * - `toast`: Chakra's toast machine and what it shares with the dialogs and drawers; without it the home chunk
 *   would take it in through the shell's toaster and every visit to `/` would download it.
 * - `backend-shared`: the domain modules the memory backend shares with lazy pages (admin forms, the demo inbox),
 *   one chunk instead of three more requests on every first visit. A module added to that list later only costs
 *   a request of its own.
 */
export const CHUNK_GROUPS = [
  { name: 'shell', tags: ['$initial'], includeDependenciesRecursively: false, priority: 5 },
  {
    name: 'toast',
    test: /node_modules[\\/](@zag-js[\\/]toast|@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]toast)[\\/]/,
    priority: 4,
  },
  {
    name: 'backend-shared',
    test: /src[\\/](domain[\\/](ProductChanges|CatalogueSummaryBuilder|LowStockWatch|OrderPlan|OrderLimits|BannerForm|BannerCatalog)|ports[\\/]DemoInbox)\.ts$/,
    includeDependenciesRecursively: false,
    priority: 4,
  },
  { name: 'home', test: /src[\\/]ui[\\/]pages[\\/]HomePage\.tsx$/, priority: 3 },
  { name: 'product', test: /src[\\/]ui[\\/]pages[\\/]ProductDetailPage\.tsx$/, priority: 2 },
  { name: 'listing', test: /src[\\/]ui[\\/]pages[\\/](ProductsPage|CategoryPage)\.tsx$/, priority: 1 },
];

/**
 * The Vite manifest key of the chunk that holds the module `src` (a path from the project root): its own chunk, or
 * the chunk of the group that captured it (group chunks have no `src` in the manifest, only their group's name).
 */
export const manifestKeyOf = (manifest, src) => {
  if (manifest[src]) return src;
  const group = CHUNK_GROUPS.find((candidate) => candidate.test?.test(src));
  return Object.keys(manifest).find((key) => !manifest[key].src && manifest[key].name === group?.name);
};
