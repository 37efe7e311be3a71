import { useEffect } from 'react';
import { Grid, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { createProductReviewsStore } from './ProductReviewsStore';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { ReviewList } from './ReviewList';
import { ReviewSummary } from './ReviewSummary';
import { ShopperReview } from './ShopperReview';

/**
 * The reviews section's content (loaded on demand by ProductReviewsSection): the approved reviews' average and
 * breakdown, the signed-in shopper's own review or the way to write one, and the approved reviews themselves.
 */
export const ProductReviews = observer(function ProductReviews({ productId }: { productId: string }) {
  const store = useScreenStore(createProductReviewsStore, productId);
  const userId = store.userId;
  useEffect(() => {
    void store.load();
  }, [store]);
  useEffect(() => {
    void store.loadShopper(userId);
  }, [store, userId]);

  if (store.state.status === 'failed') {
    return <RetryAlert message={store.state.reason} onRetry={() => void store.retry()} />;
  }
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' }}
      gap={{ base: '8', md: '10' }}
      alignItems="start"
    >
      <ReviewSummary aggregate={store.aggregate} loading={store.state.status === 'loading'} />
      <Stack gap="6" minW="0">
        <ShopperReview store={store} />
        <ReviewList store={store} />
      </Stack>
    </Grid>
  );
});
