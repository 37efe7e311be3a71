import { Link } from 'react-router-dom';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { categoryChipsStyles } from './categoryChipsStyles';

const css = extractedClassNames<typeof categoryChipsStyles>('categoryChips');

interface ChipCategory {
  slug: string;
  name: string;
  path: string;
  productCount: number;
}

/**
 * Categories as a row of chips, each a link with its product count: a category page's subcategories, or the
 * categories a search with no result offers. Drawn with styles extracted at build (categoryChipsStyles.tsx).
 */
export function CategoryChips({ label, categories }: { label: string; categories: readonly ChipCategory[] }) {
  return (
    <nav className={css('root')} aria-label={label}>
      {categories.map((category) => (
        <Link key={category.slug} className={css('chip')} to={category.path}>
          {category.name}
          <span className={css('count')}>{category.productCount}</span>
        </Link>
      ))}
    </nav>
  );
}
