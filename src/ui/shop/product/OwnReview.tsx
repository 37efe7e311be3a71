import { useEffect, useId, useRef, useState } from 'react';
import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { Review } from '../../../domain/afterSales/Review';
import { REVIEW_PENDING, reviewRejected } from '../../../domain/afterSales/reviewMessages';
import { FormFailure } from '../../shared/components/FormFailure';
import type { ProductReviewsStore } from './ProductReviewsStore';
import { ReviewBody } from './ReviewItem';

/** The shopper's own review whatever its status, with 'Edit your review' and 'Delete review' (asked first). */
export const OwnReview = observer(function OwnReview({
  review,
  store,
  onEdit,
}: {
  review: Review;
  store: ProductReviewsStore;
  onEdit: () => void;
}) {
  const titleId = useId();
  const questionId = useId();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const remove = async () => {
    setProblem(null);
    setProblem(await store.remove());
  };

  return (
    <Stack as="article" aria-labelledby={titleId} gap="2" maxW="2xl" layerStyle="shopPanel" p="4">
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Heading as="h3" id={titleId} fontSize="md" color="brand.900">
          Your review
        </Heading>
        {review.status === 'pending' ? <Badge colorPalette="orange">{REVIEW_PENDING}</Badge> : null}
        {review.status === 'approved' ? <Badge colorPalette="green">Published</Badge> : null}
      </HStack>
      {review.status === 'rejected' ? (
        <Text color="red.700" fontSize="sm" overflowWrap="anywhere">
          {reviewRejected(review.rejectReason ?? '')}
        </Text>
      ) : null}
      <ReviewBody review={review} />
      {confirming ? (
        <Stack role="group" aria-labelledby={questionId} gap="2" bg="red.50" rounded="md" p="3">
          <Text id={questionId} fontWeight="medium">
            Delete your review? This cannot be undone.
          </Text>
          <HStack gap="2" flexWrap="wrap">
            <Button
              ref={confirmRef}
              size="sm"
              colorPalette="red"
              loading={store.working}
              loadingText="Deleting…"
              onClick={() => void remove()}
            >
              Yes, delete
            </Button>
            <Button size="sm" variant="ghost" disabled={store.working} onClick={() => setConfirming(false)}>
              Keep review
            </Button>
          </HStack>
          <FormFailure message={problem} />
        </Stack>
      ) : (
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" variant="outline" colorPalette="brand" onClick={onEdit}>
            Edit your review
          </Button>
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
            Delete review
          </Button>
        </HStack>
      )}
    </Stack>
  );
});
