import type { CatalogueNavigation, NavigationEntry } from './NavigationTree';

type Spec = [name: string, slug: string, children?: Spec[]];

/** The original navigation tree (docs/behaviour.md#browsing-and-search): what a fresh shop's categories are seeded with. */
const DEFAULT_TREE: Spec[] = [
  [
    'Sofa',
    'sofas',
    [
      ['Wooden Sofa', 'wooden-sofa'],
      ['Fabric Sofa', 'fabric-sofa', [['L Shaped Sofa', 'l-shaped-sofa']]],
    ],
  ],
  ['Dining', 'dining'],
  ['Wardrobe', 'wardrobes'],
  ['Chair', 'chairs'],
  ['Tables', 'tables'],
  ['TV Units', 'tv-units'],
  ['Modular Kitchen', 'modular-kitchen'],
  ['Safety Door', 'safety-door'],
  ['Mandir', 'mandir'],
  ['Beds', 'beds'],
];

const entriesOf = (specs: readonly Spec[], parentSlug: string | null): NavigationEntry[] =>
  specs.flatMap(([name, slug, children], index) => [
    { name, slug, parentSlug, order: index + 1, showInBar: true },
    ...entriesOf(children ?? [], slug),
  ]);

/**
 * The navigation of a fresh shop, and of a stored catalogue summary written before the owner managed it: the
 * default tree in its order (docs/behaviour.md#browsing-and-search), every category in the bar but those with no active products yet (the owner may show them).
 */
export const DEFAULT_NAVIGATION: CatalogueNavigation = {
  entries: entriesOf(DEFAULT_TREE, null),
  hideEmptyInBar: true,
};
