import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuThumbsUp } from 'react-icons/lu';
import type { Review } from '../../../domain/afterSales/Review';
import { formatDate } from '../../../domain/text/formatDateTime';
import { RatingStars } from '../../shared/components/RatingStars';
import type { ProductReviewsStore } from './ProductReviewsStore';

/** A review's stars, title and text, shown as plain text with its line breaks kept. */
export function ReviewBody({ review }: { review: Pick<Review, 'rating' | 'title' | 'text'> }) {
  return (
    <>
      <RatingStars rating={review.rating} />
      {review.title ? (
        <Text fontWeight="semibold" color="gray.900" overflowWrap="anywhere">
          {review.title}
        </Text>
      ) : null}
      <Text color="gray.800" whiteSpace="pre-line" overflowWrap="anywhere">
        {review.text}
      </Text>
    </>
  );
}

interface ReviewProps {
  review: Review;
  store: ProductReviewsStore;
  /** The id of the guests' 'Sign in to mark reviews as helpful' line. */
  signInHint: string | undefined;
}

/** One approved review: who wrote it and when, as a verified buyer, and its 'Helpful' vote. */
export const ReviewItem = observer(function ReviewItem({ review, store, signInHint }: ReviewProps) {
  return (
    <Box as="li" py="4" borderBottomWidth="1px" borderColor="brand.100">
      <Stack as="article" gap="2" aria-label={`Review by ${review.firstName}`}>
        <HStack gap="2" flexWrap="wrap" fontSize="sm">
          <Text fontWeight="semibold" color="gray.900">
            {review.firstName}
          </Text>
          <Badge colorPalette="green" variant="subtle">
            Verified buyer
          </Badge>
          <Text asChild color="gray.600">
            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          </Text>
        </HStack>
        <ReviewBody review={review} />
        <HelpfulVote review={review} store={store} signInHint={signInHint} />
      </Stack>
    </Box>
  );
});

/**
 * 'Helpful (n)': one vote per signed-in shopper, pressed once cast; disabled for guests (with the sign-in line as
 * its description) and absent on the shopper's own review.
 */
const HelpfulVote = observer(function HelpfulVote({ review, store, signInHint }: ReviewProps) {
  if (store.userId !== null && review.userId === store.userId) return null;
  const voted = store.hasVoted(review.id);
  const problem = store.voteProblem?.reviewId === review.id ? store.voteProblem.message : null;
  const ready = store.userId !== null && store.shopperKnown;
  return (
    <Stack gap="1" align="start">
      <Button
        size="xs"
        variant={voted ? 'subtle' : 'outline'}
        colorPalette="brand"
        aria-pressed={voted}
        aria-describedby={signInHint}
        disabled={!ready || voted}
        // A cast vote reads as pressed, not greyed out like a button not yet usable.
        _disabled={voted ? { opacity: 1, cursor: 'default' } : undefined}
        loading={store.voting === review.id}
        onClick={() => void store.markHelpful(review)}
      >
        <LuThumbsUp aria-hidden />
        {voted ? 'You found this helpful' : 'Helpful'} ({review.helpful})
      </Button>
      {problem ? (
        <Text role="alert" fontSize="sm" color="red.700">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
});
