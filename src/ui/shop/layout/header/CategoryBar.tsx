import { observer } from 'mobx-react-lite';
import { DRAWN_AT_BUILD } from '../../../app/prerenderedPage';
import { useStores } from '../../../app/stores/StoresContext';
import { useAsPrerendered } from '../../common/useAsPrerendered';
import { HEADER_METRICS } from '../../../shared/theme/headerMetrics';
import { useScreenFrom } from '../../../shared/hooks/useScreenFrom';
import { extractedClassNames } from '../../../shared/theme/extractedStyles';
import { CategoryBarItem } from './CategoryBarItem';
import type { categoryBarStyles } from './categoryBarStyles';

const css = extractedClassNames<typeof categoryBarStyles>('categoryBar');

/**
 * The desktop category bar: the first 8 top-level categories with counts and hover dropdowns
 * (docs/behaviour.md#screens-and-routes). On every page, it is drawn with styles extracted at build
 * (categoryBarStyles.tsx).
 */
export const CategoryBar = observer(function CategoryBar() {
  const { summary } = useStores();
  const categories = summary.headerCategories;
  // A page prerendered at build time cannot measure the screen: it carries the bar, hidden by CSS on a narrow one,
  // and the app drops it there once it has the page, as a phone would otherwise keep ~50 elements it never shows.
  const wide = useScreenFrom(HEADER_METRICS.categoryBar.shownFrom, { ssr: DRAWN_AT_BUILD });
  const prerendered = useAsPrerendered(false, true);
  if (!wide && !prerendered) return null;
  return (
    <nav className={css('root')} aria-label="Product categories">
      <div className={css('container')}>
        <ul className={css('list')}>
          {categories.map((category, index) => (
            <CategoryBarItem
              key={category.slug}
              category={category}
              alignEnd={index >= categories.length - 3}
            />
          ))}
        </ul>
      </div>
    </nav>
  );
});
