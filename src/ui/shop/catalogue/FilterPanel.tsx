import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import type { ProductFilterState } from '../../../domain/storefront/ProductQuery';
import { useStores } from '../../app/stores/StoresContext';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import { CategoryFilter } from './CategoryFilter';
import { FilterSection } from './FilterSection';
import { PriceFilter } from './PriceFilter';
import { RatingFilter } from './RatingFilter';
import type { filterPanelStyles } from './filterPanelStyles';

const css = extractedClassNames<typeof filterPanelStyles>('filterPanel');

interface Props {
  filters: ProductFilterState;
  onChange: (patch: Partial<ProductFilterState>) => void;
  onClear: () => void;
  canClear: boolean;
  /** On a category page the category is fixed, so the panel offers no category choice. */
  showCategory: boolean;
}

/**
 * The listing filters of docs/behaviour.md#browsing-and-search: category (navigation tree), price range, minimum
 * rating. Drawn with styles extracted at build (filterPanelStyles.tsx).
 */
export const FilterPanel = observer(function FilterPanel({
  filters,
  onChange,
  onClear,
  canClear,
  showCategory,
}: Props) {
  const { summary } = useStores();
  // Both the sidebar and the mobile drawer may hold a panel: ids must differ.
  const id = useId();
  const bounds = summary.summary ? { min: summary.summary.priceMin, max: summary.summary.priceMax } : null;
  return (
    <>
      <div className={css('head')}>
        <h2 className={css('title')}>Filters</h2>
        <button type="button" className={css('clear')} onClick={onClear} disabled={!canClear}>
          Clear filters
        </button>
      </div>
      {showCategory ? (
        <FilterSection title="Category" id={`${id}-category`}>
          <CategoryFilter
            labelledBy={`${id}-category`}
            categories={summary.allCategories}
            value={filters.category}
            onChange={(category) => onChange({ category })}
          />
        </FilterSection>
      ) : null}
      <FilterSection title="Price" id={`${id}-price`}>
        <PriceFilter
          labelledBy={`${id}-price`}
          value={filters.priceRange}
          bounds={bounds}
          onChange={(priceRange) => onChange({ priceRange })}
        />
      </FilterSection>
      <FilterSection title="Customer rating" id={`${id}-rating`}>
        <RatingFilter
          labelledBy={`${id}-rating`}
          value={filters.rating}
          onChange={(rating) => onChange({ rating })}
        />
      </FilterSection>
    </>
  );
});
