import { useState } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { ONLY_BUYERS_REVIEW, type ReviewInput } from '../../../domain/afterSales/Review';
import type { ProductReviewsStore } from './ProductReviewsStore';
import { OwnReview } from './OwnReview';
import { ReviewForm } from './ReviewForm';

const BLANK: ReviewInput = { rating: null, title: '', text: '' };

/**
 * The visitor's part of the reviews: the thank-you once a review is sent; their own review whatever its status, with
 * edit and delete; 'Write a review' for a verified buyer (opened at once by a `?review=write` link from their
 * orders); for everyone else, who may review.
 */
export const ShopperReview = observer(function ShopperReview({ store }: { store: ProductReviewsStore }) {
  const [params] = useSearchParams();
  const [form, setForm] = useState<'write' | 'edit' | null>(null);
  // The link's form opens once: closing it, or any other choice, leaves it closed.
  const [linkHandled, setLinkHandled] = useState(false);
  const linked = params.get('review') === 'write' && !linkHandled && store.canWrite;
  const shown = form ?? (linked ? 'write' : null);
  const own = store.ownReview;

  const open = (which: 'write' | 'edit') => {
    store.clearNotice();
    setForm(which);
    setLinkHandled(true);
  };
  const close = () => {
    setForm(null);
    setLinkHandled(true);
  };

  const body = (() => {
    if (!store.shopperKnown) return null;
    if (shown && store.userId !== null)
      return (
        <ReviewForm
          key={shown}
          store={store}
          editing={shown === 'edit'}
          initial={shown === 'edit' && own ? { rating: own.rating, title: own.title, text: own.text } : BLANK}
          onClose={close}
        />
      );
    if (own) return <OwnReview review={own} store={store} onEdit={() => open('edit')} />;
    if (store.canWrite)
      return (
        <Button colorPalette="brand" alignSelf="start" onClick={() => open('write')}>
          Write a review
        </Button>
      );
    if (store.shopperState.status === 'failed')
      return <Text color="red.700">{store.shopperState.reason}</Text>;
    return <Text color="gray.700">{ONLY_BUYERS_REVIEW}</Text>;
  })();

  return (
    <Box display="flex" flexDirection="column" gap="3">
      <Box role="status" aria-live="polite">
        {store.notice ? (
          <Text bg="green.50" color="green.800" rounded="md" px="3" py="2.5" fontWeight="medium">
            {store.notice}
          </Text>
        ) : null}
      </Box>
      {body}
    </Box>
  );
});
