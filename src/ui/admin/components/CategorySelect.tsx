import { flattenTree, NAVIGATION_TREE, type NavigationNode } from '../../../domain/NavigationTree';
import { FilterSelect } from './FilterSelect';

const depthOf = (slug: string, tree: readonly NavigationNode[] = NAVIGATION_TREE, depth = 0): number => {
  for (const node of tree) {
    if (node.slug === slug) return depth;
    const inner = depthOf(slug, node.subcategories ?? [], depth + 1);
    if (inner >= 0) return inner;
  }
  return -1;
};

/** The navigation categories as indented options, for filters and the main-category choice. */
export const CATEGORY_OPTIONS = flattenTree().map((node) => ({
  slug: node.slug,
  label: `${'\u2003'.repeat(Math.max(0, depthOf(node.slug)))}${node.name}`,
  name: node.name,
}));

export function CategorySelect({
  value,
  onChange,
  allLabel,
  label,
  only,
}: {
  value: string;
  onChange: (slug: string) => void;
  allLabel: string;
  label: string;
  /** Limit the options to these slugs. */
  only?: readonly string[];
}) {
  const options = only ? CATEGORY_OPTIONS.filter((option) => only.includes(option.slug)) : CATEGORY_OPTIONS;
  return (
    <FilterSelect
      label={label}
      value={value}
      onChange={onChange}
      options={[
        { value: '', label: allLabel },
        ...options.map(({ slug, label }) => ({ value: slug, label })),
      ]}
    />
  );
}
