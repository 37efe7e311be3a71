import type { Product } from './Product';

/** An entry of the fixed navigation tree shipped with the app (SPEC §3). */
export interface NavigationNode {
  name: string;
  slug: string;
  path: string;
  subcategories?: NavigationNode[];
}

const node = (name: string, slug: string, subcategories?: NavigationNode[]): NavigationNode => ({
  name,
  slug,
  path: `/categories/${slug}`,
  ...(subcategories ? { subcategories } : {}),
});

export const NAVIGATION_TREE: readonly NavigationNode[] = [
  node('Sofa', 'sofas', [
    node('Wooden Sofa', 'wooden-sofa'),
    node('Fabric Sofa', 'fabric-sofa', [node('L Shaped Sofa', 'l-shaped-sofa')]),
  ]),
  node('Dining', 'dining'),
  node('Wardrobe', 'wardrobes'),
  node('Chair', 'chairs'),
  node('Tables', 'tables'),
  node('TV Units', 'tv-units'),
  node('Modular Kitchen', 'modular-kitchen'),
  node('Safety Door', 'safety-door'),
  node('Mandir', 'mandir'),
  node('Beds', 'beds'),
];

/** Every node of a tree, parents before their children. */
export const flattenTree = (tree: readonly NavigationNode[] = NAVIGATION_TREE): NavigationNode[] =>
  tree.flatMap((entry) => [entry, ...flattenTree(entry.subcategories ?? [])]);

/** Every slug of the shipped tree. */
export const NAVIGATION_SLUGS: readonly string[] = flattenTree().map((entry) => entry.slug);

// The shipped tree never changes: look its nodes up by slug instead of walking it (filters call this per product).
const SHIPPED_NODES = new Map(flattenTree().map((entry) => [entry.slug, entry]));

export const findNode = (
  slug: string,
  tree: readonly NavigationNode[] = NAVIGATION_TREE,
): NavigationNode | null =>
  tree === NAVIGATION_TREE
    ? (SHIPPED_NODES.get(slug) ?? null)
    : (flattenTree(tree).find((entry) => entry.slug === slug) ?? null);

/** 'L Shaped Sofa' → 'l-shaped-sofa': the "hyphenated name" of SPEC §5. */
export const hyphenatedName = (name: string): string => name.toLowerCase().trim().split(/\s+/).join('-');

type Classified = Pick<Product, 'categories' | 'tags'>;

/**
 * SPEC §5: a product counts for a slug when its categories include the slug, or its tags include the slug, the
 * lower-cased name or the hyphenated name of that slug's node. No roll-up: a sofa counts for 'sofas' only when it
 * says so (the seed lists every ancestor slug in `categories`).
 */
export const productMatchesSlug = (product: Classified, slug: string): boolean => {
  if (product.categories.includes(slug) || product.tags.includes(slug)) return true;
  if (product.tags.length === 0) return false;
  const entry = findNode(slug);
  return (
    entry !== null &&
    (product.tags.includes(entry.name.toLowerCase()) || product.tags.includes(hyphenatedName(entry.name)))
  );
};

/** Every slug of the shipped tree the product counts for, in tree order. */
export const navigationSlugsOf = (product: Classified): string[] =>
  NAVIGATION_SLUGS.filter((slug) => productMatchesSlug(product, slug));

/** Active products per slug of the shipped tree; every slug is present, with 0 when nothing counts. */
export const countBySlug = (
  products: readonly Pick<Product, 'categories' | 'tags' | 'isActive'>[],
): Record<string, number> => {
  const counts: Record<string, number> = Object.fromEntries(NAVIGATION_SLUGS.map((slug) => [slug, 0]));
  for (const product of products) {
    if (!product.isActive) continue;
    for (const slug of navigationSlugsOf(product)) counts[slug] = (counts[slug] ?? 0) + 1;
  }
  return counts;
};

/** 'safety-door' → 'Safety Door': how SPEC §8's messages name a slug that is not in the tree. */
export const displayNameForSlug = (slug: string): string =>
  findNode(slug)?.name ??
  slug
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export type CategoryClickDecision =
  | { kind: 'navigate'; path: string }
  | { kind: 'no-products'; name: string }
  | { kind: 'not-available'; name: string };

/** SPEC §4/§5 category click: the slug must be in the tree and have at least one active product. */
export const categoryClickDecision = (
  slug: string,
  countsBySlug: Readonly<Record<string, number>>,
): CategoryClickDecision => {
  const entry = findNode(slug);
  if (!entry) return { kind: 'not-available', name: displayNameForSlug(slug) };
  if ((countsBySlug[slug] ?? 0) < 1) return { kind: 'no-products', name: entry.name };
  return { kind: 'navigate', path: entry.path };
};

/** The footer's /category/{key} links (SPEC §2) and the tree slug each shows. */
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

/** Header limits of SPEC §2/§9. */
export const HEADER_TOP_LEVEL_LIMIT = 8;
export const HEADER_SUBCATEGORY_LIMIT = 8;
export const HEADER_FLYOUT_LIMIT = 6;
export const HOVER_CLOSE_DELAY_MS = 300;
export const CATEGORY_ERROR_BANNER_MS = 5000;

/** A tree entry as the header shows it: counted, with its children cut to the header's limit for its level. */
export interface HeaderCategory {
  name: string;
  slug: string;
  path: string;
  productCount: number;
  /** At most the level's limit; `totalChildren` feeds the 'View all N …' links. */
  children: HeaderCategory[];
  totalChildren: number;
}

const LEVEL_LIMITS = [HEADER_TOP_LEVEL_LIMIT, HEADER_SUBCATEGORY_LIMIT, HEADER_FLYOUT_LIMIT] as const;

const headerLevel = (
  nodes: readonly NavigationNode[],
  counts: Readonly<Record<string, number>>,
  level: number,
): HeaderCategory[] =>
  nodes.slice(0, LEVEL_LIMITS[level] ?? 0).map((entry) => {
    const subcategories = entry.subcategories ?? [];
    return {
      name: entry.name,
      slug: entry.slug,
      path: entry.path,
      productCount: counts[entry.slug] ?? 0,
      children: headerLevel(subcategories, counts, level + 1),
      totalChildren: subcategories.length,
    };
  });

/** The desktop category bar: 8 top-level entries, 8 subcategories each, 6 flyout children each. */
export const headerCategories = (
  tree: readonly NavigationNode[] = NAVIGATION_TREE,
  countsBySlug: Readonly<Record<string, number>> = {},
): HeaderCategory[] => headerLevel(tree, countsBySlug, 0);

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
 * SPEC §2 `/{category}/{productName}`: the category is the first of `categories`, else `category`, else
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
