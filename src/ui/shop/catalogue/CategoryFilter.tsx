import type { HeaderCategory } from '../../../domain/catalogue/NavigationTree';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { categoryFilterStyles } from './categoryFilterStyles';
import { RadioList, type RadioOption } from './RadioList';

const css = extractedClassNames<typeof categoryFilterStyles>('categoryFilter');

const ALL = '__all__';

const optionsOf = (categories: readonly HeaderCategory[], selected: string, depth = 0): RadioOption[] =>
  categories.flatMap((category) => [
    {
      value: category.slug,
      depth,
      // An empty category would only lead to an empty list; it stays pickable while it is the current choice.
      disabled: category.productCount === 0 && selected !== category.slug,
      label: (
        <span className={css('name')}>
          {category.name}
          <span className={css(category.productCount === 0 ? 'countEmpty' : 'count')}>
            {category.productCount}
          </span>
        </span>
      ),
    },
    ...optionsOf(category.children, selected, depth + 1),
  ]);

interface Props {
  /** The navigation tree with counts (SummaryStore.allCategories). */
  categories: readonly HeaderCategory[];
  value: string;
  onChange: (slug: string) => void;
  /** Id of the heading that names the group. */
  labelledBy: string;
}

/** The navigation tree as one radio group, subcategories indented, with styles extracted at build. */
export function CategoryFilter({ categories, value, onChange, labelledBy }: Props) {
  return (
    <RadioList
      labelledBy={labelledBy}
      value={value === '' ? ALL : value}
      onChange={(next) => onChange(next === ALL ? '' : next)}
      options={[{ value: ALL, label: 'All categories' }, ...optionsOf(categories, value)]}
    />
  );
}
