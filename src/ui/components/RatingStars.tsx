import { HStack, Text } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';

/** Five stars filled to the rating, with the number and review count. */
export function RatingStars({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  const rounded = Math.round(Math.max(0, Math.min(5, rating)) * 2) / 2;
  return (
    <HStack
      gap="1"
      aria-label={`Rated ${rounded.toFixed(1)} out of 5${reviewCount ? ` from ${reviewCount} reviews` : ''}`}
      role="img"
    >
      <HStack gap="0" color="brass.400" aria-hidden>
        {[1, 2, 3, 4, 5].map((star) => (
          <LuStar key={star} size="14" fill={star <= Math.round(rounded) ? 'currentColor' : 'none'} />
        ))}
      </HStack>
      <Text as="span" fontSize="xs" color="gray.600" aria-hidden>
        {rounded.toFixed(1)}
        {reviewCount ? ` (${reviewCount})` : ''}
      </Text>
    </HStack>
  );
}
