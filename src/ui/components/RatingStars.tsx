import { Box, HStack, Text } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';
import { displayRating, formatRating } from '../../domain/Rating';

/**
 * Five stars filled to the rating as shown (one decimal, so 4.6 fills three fifths of the fifth star), with that
 * same figure and the review count.
 */
export function RatingStars({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  const shown = displayRating(rating);
  const figure = formatRating(rating);
  return (
    <HStack
      gap="1"
      aria-label={`Rated ${figure} out of 5${reviewCount ? ` from ${reviewCount} reviews` : ''}`}
      role="img"
    >
      <HStack gap="0" color="brass.400" aria-hidden>
        {[0, 1, 2, 3, 4].map((before) => {
          const fill = Math.min(10, Math.max(0, Math.round((shown - before) * 10))) * 10;
          return (
            <Box key={before} position="relative" boxSize="14px" data-fill={fill}>
              <LuStar size="14" />
              {fill > 0 ? (
                <Box position="absolute" top="0" left="0" h="full" w={`${fill}%`} overflow="hidden">
                  <LuStar size="14" fill="currentColor" />
                </Box>
              ) : null}
            </Box>
          );
        })}
      </HStack>
      <Text as="span" fontSize="xs" color="gray.600" aria-hidden>
        {figure}
        {reviewCount ? ` (${reviewCount})` : ''}
      </Text>
    </HStack>
  );
}
