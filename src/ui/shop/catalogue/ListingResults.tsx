import { Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { EmptyStateCard } from '../common/EmptyStateCard';
import { LoadMoreButton } from '../common/LoadMoreButton';
import { LuSearchX } from 'react-icons/lu';
import { PRIORITY_CARD_COUNT } from '../../shared/format/productImage';
import { useStores } from '../../app/stores/StoresContext';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { showingText } from './productCountText';

interface Props {
  loading: boolean;
  onClear: () => void;
  canClear: boolean;
}

/** The grid of the current listing: skeletons, the empty state, or the products with "Load more". */
export const ListingResults = observer(function ListingResults({ loading, onClear, canClear }: Props) {
  const { catalogue } = useStores();
  if (loading) return <ProductGridSkeleton />;
  if (catalogue.items.length === 0) {
    if (catalogue.failure) return null;
    return (
      <EmptyStateCard
        icon={<LuSearchX />}
        title="No products match these filters"
        description="Try a wider price range or a lower minimum rating."
      >
        {canClear ? (
          <Button colorPalette="brand" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
      </EmptyStateCard>
    );
  }
  return (
    <Stack gap="6">
      <ProductGrid products={catalogue.items} priorityCount={PRIORITY_CARD_COUNT} />
      <Stack align="center" gap="2">
        {catalogue.hasNextPage ? (
          <Text fontSize="sm" color="gray.600">
            {showingText(catalogue.items.length, catalogue.count)}
          </Text>
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
      </Stack>
    </Stack>
  );
});
