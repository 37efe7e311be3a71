import { observer } from 'mobx-react-lite';
import type { NavigationNode } from '../../../domain/catalogue/NavigationTree';
import { useStores } from '../../app/stores/StoresContext';
import { CategoryChips } from './CategoryChips';

/** Links to the subcategories of a category page, with their counts (nothing when it has none). */
export const SubcategoryChips = observer(function SubcategoryChips({ node }: { node: NavigationNode }) {
  const { summary } = useStores();
  const children = node.subcategories ?? [];
  if (children.length === 0) return null;
  return (
    <CategoryChips
      label={`${node.name} subcategories`}
      categories={children.map((child) => ({ ...child, productCount: summary.countFor(child.slug) }))}
    />
  );
});
