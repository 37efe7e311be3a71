import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { RetryAlert } from '../../shared/components/RetryAlert';
import type { ProductFilterState } from '../../../domain/storefront/ProductQuery';
import { useStores } from '../../app/stores/StoresContext';
import { FilterPanel } from './FilterPanel';
import { ListingResults } from './ListingResults';
import { MobileFilters } from './MobileFilters';
import { productCountText } from './productCountText';
import {
  filtersFromSearchParams,
  hasActiveFilters,
  LISTING_DEFAULTS,
  sameFilters,
  searchParamsFromFilters,
} from './listingSearchParams';
import { SortSelect } from './SortSelect';
import { DRAWN_AT_BUILD } from '../../app/prerenderedPage';
import { useScreenFrom } from '../../shared/hooks/useScreenFrom';
import { useAsPrerendered } from '../common/useAsPrerendered';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { productListingStyles } from './productListingStyles';
import { ChakraReady } from '../../shared/components/ChakraReady';

const css = extractedClassNames<typeof productListingStyles>('productListing');

interface Props {
  heading: string;
  /** The category page's slug: the category filter is fixed and not in the query string. */
  fixedCategory?: string;
  /** Above the heading (breadcrumbs). */
  before?: ReactNode;
  /** Under the heading (intro text, subcategory chips). */
  intro?: ReactNode;
}

/**
 * A filtered, sorted, paged product listing (docs/behaviour.md#browsing-and-search) kept in the URL's query string, so a link or a reload shows
 * the same listing. The CatalogueStore reads one bounded page and a count at a time. Its frame is drawn with styles
 * extracted at build (productListingStyles.tsx).
 */
export const ProductListing = observer(function ProductListing({
  heading,
  fixedCategory,
  before,
  intro,
}: Props) {
  const { catalogue } = useStores();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(params, fixedCategory), [params, fixedCategory]);
  const key = `${fixedCategory ?? ''}?${searchParamsFromFilters(filters, fixedCategory).toString()}`;

  // The URL is the source of truth: every change of it (including back/forward) reloads the first page.
  useEffect(() => {
    void catalogue.setFilters(filters);
    // `key` stands for `filters`: reload only when what they say changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [catalogue, key]);

  const update = useCallback(
    (patch: Partial<ProductFilterState>): void =>
      setParams(searchParamsFromFilters({ ...filters, ...patch }, fixedCategory)),
    [filters, fixedCategory, setParams],
  );
  const clear = useCallback((): void => {
    // Clearing the filters keeps the row the listing shows (show=featured): it is what the page is, not a filter.
    const flag = filters.flag ? { flag: filters.flag } : {};
    setParams(
      searchParamsFromFilters({ ...LISTING_DEFAULTS, category: fixedCategory ?? '', ...flag }, fixedCategory),
    );
  }, [filters.flag, fixedCategory, setParams]);

  // One place decides where the filters live: the panel from lg up, the drawer below it. A panel hidden with CSS
  // would still cost a phone ~100 elements and their styles in the first screen's render.
  // A page prerendered at build time cannot measure the screen: it carries the panel, hidden below lg by CSS, and the
  // drawer's button, hidden from lg; the browser takes that drawing over as it is, then drops the panel on a phone.
  const desktop = useScreenFrom('lg', { ssr: DRAWN_AT_BUILD });
  const prerendered = useAsPrerendered(false, true);
  const canClear = hasActiveFilters(filters, fixedCategory) || filters.sortBy !== LISTING_DEFAULTS.sortBy;
  const panel = (
    <FilterPanel
      filters={filters}
      onChange={update}
      onClear={clear}
      canClear={canClear}
      showCategory={fixedCategory === undefined}
    />
  );
  const mobileFilters = (
    <MobileFilters count={catalogue.count} activeFilters={hasActiveFilters(filters, fixedCategory)}>
      {panel}
    </MobileFilters>
  );
  // Until the store has taken the URL's filters, what it holds belongs to another listing.
  const loadingFirstPage =
    (catalogue.state.status === 'loading' && catalogue.moreState.status !== 'loading') ||
    !sameFilters(catalogue.filters, filters);

  return (
    <>
      {before}
      <div className={css('intro')}>
        <h1 className={css('heading')}>{heading}</h1>
        {intro}
      </div>
      <div className={css('columns')}>
        {desktop || prerendered ? (
          <aside className={css('filters')} aria-label="Product filters">
            {panel}
          </aside>
        ) : null}
        <div className={css('results')}>
          <div className={css('toolbar')}>
            <p
              className={css('count')}
              role="status"
              aria-live="polite"
              aria-atomic
              data-testid="result-count"
            >
              {loadingFirstPage ? 'Loading products…' : productCountText(catalogue.count)}
            </p>
            <div className={css('tools')}>
              {/* In one place whether drawn or not: a drawer opened by a tap held before the takeover stays open. */}
              {prerendered || !desktop ? <div className={css('phoneOnly')}>{mobileFilters}</div> : null}
              <SortSelect value={filters.sortBy} onChange={(sortBy) => update({ sortBy })} />
            </div>
          </div>
          {catalogue.failure ? (
            <ChakraReady>
              <Box mb="4">
                <RetryAlert message={catalogue.failure} onRetry={() => void catalogue.reload()} />
              </Box>
            </ChakraReady>
          ) : null}
          <ListingResults loading={loadingFirstPage} onClear={clear} canClear={canClear} />
        </div>
      </div>
    </>
  );
});
