import { useId } from 'react';
import { Button, HStack, Link, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LoadMoreButton } from '../common/LoadMoreButton';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { ReviewSort } from '../../../ports/ReviewRepository';
import { FormFailure } from '../../shared/components/FormFailure';
import { PlainList } from '../../shared/components/PlainList';
import type { ProductReviewsStore } from './ProductReviewsStore';
import { ReviewItem } from './ReviewItem';

const SORTS: readonly { value: ReviewSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'helpful', label: 'Most helpful' },
];

/** The approved reviews, a page at a time, newest or most helpful first. */
export const ReviewList = observer(function ReviewList({ store }: { store: ProductReviewsStore }) {
  const sortId = useId();
  const signInId = useId();
  const { pathname, search } = useLocation();
  if (store.reviews.length === 0 && store.pageState.status !== 'failed') return null;
  const guest = store.userId === null;
  return (
    <Stack gap="4" minW="0">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Text fontSize="sm" color="gray.600">
          Showing {store.reviews.length} of {store.aggregate.count}
        </Text>
        <HStack gap="2">
          <Text asChild fontSize="sm" color="gray.700" whiteSpace="nowrap">
            <label htmlFor={sortId}>Sort reviews</label>
          </Text>
          <NativeSelect.Root size="sm" width="auto" minW="36">
            <NativeSelect.Field
              id={sortId}
              value={store.sort}
              bg="white"
              onChange={(event) => void store.setSort(event.currentTarget.value as ReviewSort)}
            >
              {SORTS.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {sort.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </HStack>
      {guest ? (
        <Text id={signInId} fontSize="sm" color="gray.700">
          <Link asChild color="brand.700" fontWeight="semibold">
            <RouterLink to={`/login?from=${encodeURIComponent(`${pathname}${search}`)}`}>Sign in</RouterLink>
          </Link>{' '}
          to mark reviews as helpful.
        </Text>
      ) : null}
      <PlainList aria-label="Reviews" borderTopWidth="1px" borderColor="brand.100">
        {store.reviews.map((review) => (
          <ReviewItem
            key={review.id}
            review={review}
            store={store}
            signInHint={guest ? signInId : undefined}
          />
        ))}
      </PlainList>
      {store.pageState.status === 'failed' ? (
        <Stack gap="2" align="start">
          <FormFailure message={store.pageState.reason} />
          <Button size="sm" variant="outline" onClick={() => void store.retry()}>
            Try again
          </Button>
        </Stack>
      ) : null}
      {store.nextCursor ? (
        <LoadMoreButton
          placement="start"
          loading={store.loadingMore}
          loadingText="Loading reviews…"
          onClick={() => void store.showMore()}
        >
          Show more reviews
        </LoadMoreButton>
      ) : null}
    </Stack>
  );
});
