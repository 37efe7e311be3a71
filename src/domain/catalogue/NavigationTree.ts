import { compareText } from '../text/compareText';
import type { Product } from './Product';

/** What the storefront's navigation keeps of a `categories` document: the catalogue summary carries one per category. */
export interface NavigationEntry {
  name: string;
  slug: string;
  parentSlug: string | null;
  /** Position among its siblings, 1 first; ties go by name. */
  order: number;
  /** Whether it appears in the header's category bar (its page exists either way). */
  showInBar: boolean;
}

/** The owner's navigation: the categories, and whether the bar leaves out categories without active products. */
export interface CatalogueNavigation {
  entries: NavigationEntry[];
  hideEmptyInBar: boolean;
}

/** A category in the tree the storefront shows (the original tree of docs/behaviour.md#browsing-and-search, now managed by the owner). */
export interface NavigationNode {
  name: string;
  slug: string;
  path: string;
  showInBar: boolean;
  subcategories?: NavigationNode[];
}

export type NavigationTree = readonly NavigationNode[];

const compareEntries = (a: NavigationEntry, b: NavigationEntry): number =>
  a.order - b.order || compareText(a.name, b.name) || compareText(a.slug, b.slug);

const trees = new WeakMap<readonly NavigationEntry[], NavigationTree>();

/**
 * The tree of these entries, siblings in the owner's order. A category whose parent is unknown stands at the top
 * level; one caught in a parent cycle is left out, so bad data never hangs the header.
 */
export const navigationTreeOf = (entries: readonly NavigationEntry[]): NavigationTree => {
  const cached = trees.get(entries);
  if (cached) return cached;
  const known = new Set(entries.map((entry) => entry.slug));
  const children = new Map<string | null, NavigationEntry[]>();
  for (const entry of entries) {
    const parent = entry.parentSlug !== null && known.has(entry.parentSlug) ? entry.parentSlug : null;
    children.set(parent, [...(children.get(parent) ?? []), entry]);
  }
  const placed = new Set<string>();
  const level = (parent: string | null): NavigationNode[] =>
    [...(children.get(parent) ?? [])]
      .sort(compareEntries)
      .filter((entry) => !placed.has(entry.slug) && placed.add(entry.slug))
      .map((entry) => {
        const below = level(entry.slug);
        return {
          name: entry.name,
          slug: entry.slug,
          path: `/categories/${entry.slug}`,
          showInBar: entry.showInBar,
          ...(below.length > 0 ? { subcategories: below } : {}),
        };
      });
  const tree = level(null);
  trees.set(entries, tree);
  return tree;
};

/** Every node of a tree, parents before their children. */
export const flattenTree = (tree: NavigationTree): NavigationNode[] =>
  tree.flatMap((entry) => [entry, ...flattenTree(entry.subcategories ?? [])]);

// Filters look nodes up once per product: index each tree once.
const nodeIndexes = new WeakMap<NavigationTree, Map<string, NavigationNode>>();
const nodeIndexOf = (tree: NavigationTree): Map<string, NavigationNode> => {
  let index = nodeIndexes.get(tree);
  if (!index) {
    index = new Map(flattenTree(tree).map((entry) => [entry.slug, entry]));
    nodeIndexes.set(tree, index);
  }
  return index;
};

export const findNode = (slug: string, tree: NavigationTree): NavigationNode | null =>
  nodeIndexOf(tree).get(slug) ?? null;

/** Every slug of the tree, parents before children. */
export const navigationSlugs = (tree: NavigationTree): string[] => [...nodeIndexOf(tree).keys()];

/** The nodes from the top level down to `slug` (empty when the slug is not in the tree). */
export const ancestorsOf = (slug: string, tree: NavigationTree): NavigationNode[] => {
  for (const entry of tree) {
    if (entry.slug === slug) return [entry];
    const below = ancestorsOf(slug, entry.subcategories ?? []);
    if (below.length > 0) return [entry, ...below];
  }
  return [];
};

/** 'L Shaped Sofa' → 'l-shaped-sofa': the "hyphenated name" of docs/behaviour.md#browsing-and-search. */
export const hyphenatedName = (name: string): string => name.toLowerCase().trim().split(/\s+/).join('-');

type Classified = Pick<Product, 'categories' | 'tags'>;

/**
 * docs/behaviour.md#browsing-and-search: a product counts for a category when its categories include the slug, or its tags include the slug, the
 * lower-cased name or the hyphenated name of the category (`name` null when the slug names no category). No roll-up:
 * a sofa counts for 'sofas' only when it says so (the seed lists every ancestor slug in `categories`).
 */
export const productMatchesCategory = (product: Classified, slug: string, name: string | null): boolean =>
  product.categories.includes(slug) ||
  product.tags.includes(slug) ||
  (name !== null &&
    (product.tags.includes(name.toLowerCase()) || product.tags.includes(hyphenatedName(name))));

export const productMatchesSlug = (product: Classified, slug: string, tree: NavigationTree): boolean =>
  productMatchesCategory(product, slug, findNode(slug, tree)?.name ?? null);

/** Every slug of the tree the product counts for, in tree order. */
export const navigationSlugsOf = (product: Classified, tree: NavigationTree): string[] =>
  flattenTree(tree)
    .filter((entry) => productMatchesCategory(product, entry.slug, entry.name))
    .map((entry) => entry.slug);

/** Active products per slug of the tree; every slug is present, with 0 when nothing counts. */
export const countBySlug = (
  products: readonly Pick<Product, 'categories' | 'tags' | 'isActive'>[],
  tree: NavigationTree,
): Record<string, number> => {
  const counts: Record<string, number> = Object.fromEntries(navigationSlugs(tree).map((slug) => [slug, 0]));
  for (const product of products) {
    if (!product.isActive) continue;
    for (const slug of navigationSlugsOf(product, tree)) counts[slug] = (counts[slug] ?? 0) + 1;
  }
  return counts;
};

/** 'safety-door' → 'Safety Door': how the category messages (docs/behaviour.md#browsing-and-search) name a slug that is not in the tree. */
export const displayNameForSlug = (slug: string, tree: NavigationTree): string =>
  findNode(slug, tree)?.name ??
  slug
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export type CategoryClickDecision =
  | { kind: 'navigate'; path: string }
  | { kind: 'no-products'; name: string }
  | { kind: 'not-available'; name: string };

/** The category click of docs/behaviour.md#browsing-and-search: the slug must be in the tree and have at least one active product. */
export const categoryClickDecision = (
  slug: string,
  countsBySlug: Readonly<Record<string, number>>,
  tree: NavigationTree,
): CategoryClickDecision => {
  const entry = findNode(slug, tree);
  if (!entry) return { kind: 'not-available', name: displayNameForSlug(slug, tree) };
  if ((countsBySlug[slug] ?? 0) < 1) return { kind: 'no-products', name: entry.name };
  return { kind: 'navigate', path: entry.path };
};

/** The footer's /category/{key} links (docs/behaviour.md#screens-and-routes) and the slug each shows. */
export const FOOTER_CATEGORY_SLUGS: Readonly<Record<string, string>> = {
  beds: 'beds',
  sofas: 'sofas',
  dining: 'dining',
  wardrobes: 'wardrobes',
  chairs: 'chairs',
  tables: 'tables',
  modular: 'modular-kitchen',
};

export const footerCategoryToSlug = (key: string): string | null =>
  Object.hasOwn(FOOTER_CATEGORY_SLUGS, key) ? (FOOTER_CATEGORY_SLUGS[key] ?? null) : null;

/** Header limits of docs/behaviour.md#screens-and-routes. */
export const HEADER_TOP_LEVEL_LIMIT = 8;
export const HEADER_SUBCATEGORY_LIMIT = 8;
export const HEADER_FLYOUT_LIMIT = 6;
export const HOVER_CLOSE_DELAY_MS = 300;
export const CATEGORY_ERROR_BANNER_MS = 5000;

/** A tree entry as the storefront shows it: counted, with its children (cut to the bar's limit in the bar). */
export interface HeaderCategory {
  name: string;
  slug: string;
  path: string;
  productCount: number;
  children: HeaderCategory[];
  /** How many children there are before the cut; feeds the 'View all N …' links. */
  totalChildren: number;
}

const LEVEL_LIMITS = [HEADER_TOP_LEVEL_LIMIT, HEADER_SUBCATEGORY_LIMIT, HEADER_FLYOUT_LIMIT] as const;

/** Which nodes a view shows, and how many at each depth. */
interface TreeView {
  shows: (node: NavigationNode, count: number) => boolean;
  limit: (level: number) => number;
}

const counted = (
  nodes: NavigationTree,
  counts: Readonly<Record<string, number>>,
  view: TreeView,
  level = 0,
): HeaderCategory[] => {
  const shown = nodes.filter((entry) => view.shows(entry, counts[entry.slug] ?? 0));
  return shown.slice(0, view.limit(level)).map((entry) => {
    const children = counted(entry.subcategories ?? [], counts, view, level + 1);
    return {
      name: entry.name,
      slug: entry.slug,
      path: entry.path,
      productCount: counts[entry.slug] ?? 0,
      children,
      totalChildren: (entry.subcategories ?? []).filter((child) => view.shows(child, counts[child.slug] ?? 0))
        .length,
    };
  });
};

/**
 * The desktop category bar: the categories the owner shows in the bar (without the empty ones when the owner says
 * so), in the owner's order, cut to 8 top-level entries, 8 subcategories each and 6 flyout children each. Uncut
 * (`cut` false), the same categories make the phone's menu.
 */
export const headerCategories = (
  tree: NavigationTree,
  countsBySlug: Readonly<Record<string, number>>,
  hideEmpty = false,
  cut = true,
): HeaderCategory[] =>
  counted(tree, countsBySlug, {
    shows: (node, count) => node.showInBar && (!hideEmpty || count > 0),
    limit: (level) => (cut ? (LEVEL_LIMITS[level] ?? 0) : Infinity),
  });

/** The whole tree with counts, uncut (category pages, the phone menu, filters). */
export const countedTree = (
  tree: NavigationTree,
  countsBySlug: Readonly<Record<string, number>>,
): HeaderCategory[] => counted(tree, countsBySlug, { shows: () => true, limit: () => Infinity });

/** Lower-case ASCII words joined by hyphens; accents are dropped, other scripts vanish (so the result may be ''). */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const isSlug = (text: string): boolean => text !== '' && slugify(text) === text;

/**
 * The address `/{category}/{productName}` (docs/behaviour.md#screens-and-routes): the category is the first of `categories`, else `category`, else
 * 'furniture'; the name part is the product's own slug when it is a clean slug (so `getBySlug` finds it again),
 * else the slugified name, else the id.
 */
export const productPath = (
  product: Pick<Product, 'id' | 'name' | 'slug' | 'category' | 'categories'>,
): string => {
  const category =
    product.categories.find((entry) => entry.trim() !== '') ?? (product.category.trim() || 'furniture');
  const namePart = isSlug(product.slug) ? product.slug : slugify(product.name) || product.id;
  return `/${encodeURIComponent(category)}/${encodeURIComponent(namePart)}`;
};
