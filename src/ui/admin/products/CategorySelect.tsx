import type { NavigationTree } from '../../../domain/catalogue/NavigationTree';
import { FilterSelect } from '../common/FilterSelect';

export interface CategoryOption {
  slug: string;
  /** The name indented by its depth in the tree. */
  label: string;
  name: string;
}

const optionsAt = (tree: NavigationTree, depth: number): CategoryOption[] =>
  tree.flatMap((node) => [
    { slug: node.slug, label: `${'\u2003'.repeat(depth)}${node.name}`, name: node.name },
    ...optionsAt(node.subcategories ?? [], depth + 1),
  ]);

/** The shop's categories as indented options, parents before children, for filters and the main-category choice. */
export const categoryOptions = (tree: NavigationTree): CategoryOption[] => optionsAt(tree, 0);

export function CategorySelect({
  tree,
  value,
  onChange,
  allLabel,
  label,
  only,
  describedBy,
}: {
  tree: NavigationTree;
  value: string;
  onChange: (slug: string) => void;
  allLabel: string;
  label: string;
  /** Limit the options to these slugs. */
  only?: readonly string[];
  describedBy?: string | undefined;
}) {
  const all = categoryOptions(tree);
  const options = only ? all.filter((option) => only.includes(option.slug)) : all;
  return (
    <FilterSelect
      label={label}
      value={value}
      onChange={onChange}
      describedBy={describedBy}
      options={[
        { value: '', label: allLabel },
        ...options.map(({ slug, label }) => ({ value: slug, label })),
      ]}
    />
  );
}
