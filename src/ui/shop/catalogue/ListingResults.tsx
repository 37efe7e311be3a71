import { lazy } from 'react';
import { observer } from 'mobx-react-lite';
import { LoadMoreButton } from '../common/LoadMoreButton';
import { ChakraReady } from '../../shared/components/ChakraReady';
import { PRIORITY_CARD_COUNT } from '../../shared/format/productImage';
import { useStores } from '../../app/stores/StoresContext';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { showingText } from './productCountText';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { listingResultsStyles } from './listingResultsStyles';

const css = extractedClassNames<typeof listingResultsStyles>('listingResults');

// Shown only when no product matches: its code, with Chakra's empty state and Button, comes then.
const NoMatchingProducts = lazy(() =>
  import('./NoMatchingProducts').then((module) => ({ default: module.NoMatchingProducts })),
);

interface Props {
  loading: boolean;
  onClear: () => void;
  canClear: boolean;
}

/**
 * The grid of the current listing: skeletons, the empty state, or the products with "Load more". Its frame is drawn
 * with styles extracted at build (listingResultsStyles.tsx).
 */
export const ListingResults = observer(function ListingResults({ loading, onClear, canClear }: Props) {
  const { catalogue } = useStores();
  if (loading) return <ProductGridSkeleton />;
  if (catalogue.items.length === 0) {
    if (catalogue.failure) return null;
    return (
      <ChakraReady>
        <NoMatchingProducts onClear={canClear ? onClear : undefined} />
      </ChakraReady>
    );
  }
  return (
    <div className={css('root')}>
      <ProductGrid products={catalogue.items} priorityCount={PRIORITY_CARD_COUNT} />
      <div className={css('more')}>
        {catalogue.hasNextPage ? (
          <p className={css('showing')}>{showingText(catalogue.items.length, catalogue.count)}</p>
        ) : null}
        {catalogue.hasNextPage ? (
          <LoadMoreButton
            loading={catalogue.moreState.status === 'loading'}
            loadingText="Loading…"
            onClick={() => void catalogue.loadMore()}
          >
            Load more products
          </LoadMoreButton>
        ) : null}
      </div>
    </div>
  );
});
