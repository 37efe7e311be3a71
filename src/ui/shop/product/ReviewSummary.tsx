import { HStack, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { formatRating } from '../../../domain/storefront/Rating';
import { averageOf, type RatingAggregate } from '../../../domain/afterSales/Review';
import { NO_REVIEWS, reviewCountText, starsText } from '../../../domain/afterSales/reviewMessages';
import { PlainList } from '../../shared/components/PlainList';
import { RatingStars } from '../../shared/components/RatingStars';

const FIVE_TO_ONE = [5, 4, 3, 2, 1] as const;

/** The approved reviews' average to one decimal, their count, and how many gave each star (a bar per star). */
export function ReviewSummary({ aggregate, loading }: { aggregate: RatingAggregate; loading: boolean }) {
  if (loading) return <Skeleton h="40" />;
  if (aggregate.count === 0) return <Text color="gray.700">{NO_REVIEWS}</Text>;
  const average = averageOf(aggregate);
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text fontSize="2xl" fontWeight="bold" color="brand.900">
          {formatRating(average)} out of 5
        </Text>
        <HStack gap="2">
          <RatingStars rating={average} starsOnly />
          <Text fontSize="sm" color="gray.600">
            {reviewCountText(aggregate.count)}
          </Text>
        </HStack>
      </Stack>
      <PlainList gap="2" aria-label="Reviews by star rating">
        {FIVE_TO_ONE.map((stars) => {
          const count = aggregate.stars[stars - 1] ?? 0;
          return (
            <HStack as="li" key={stars} gap="3" fontSize="sm">
              <Text w="14" flexShrink="0" color="gray.700" aria-hidden>
                {starsText(stars)}
              </Text>
              <Progress.Root flex="1" value={count} max={aggregate.count} size="sm" colorPalette="brass">
                <Progress.Track rounded="full" aria-label={`${starsText(stars)}: ${reviewCountText(count)}`}>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text w="8" flexShrink="0" textAlign="end" color="gray.700" aria-hidden>
                {count}
              </Text>
            </HStack>
          );
        })}
      </PlainList>
    </Stack>
  );
}
