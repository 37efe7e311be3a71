import { useId } from 'react';
import { Box, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';
import { starsText } from '../../../domain/afterSales/reviewMessages';

const ONE_TO_FIVE = [1, 2, 3, 4, 5] as const;

/**
 * 'Rating': five native radio buttons drawn as stars (arrow keys move between them, each named '1 star'…'5 stars'),
 * filled up to the chosen one.
 */
export function StarRatingInput({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (stars: number) => void;
  error: string | undefined;
}) {
  const name = useId();
  const errorId = useId();
  return (
    // A plain fieldset: Chakra's Fieldset would add its recipe to the theme every page downloads.
    <Box as="fieldset" border="0" p="0" m="0" minW="0">
      <Box as="legend" fontWeight="medium" color="gray.900" mb="1" p="0">
        Rating
        <Box as="span" color="red.700" aria-hidden>
          {' '}
          *
        </Box>
      </Box>
      <HStack gap="0">
        {ONE_TO_FIVE.map((stars) => (
          <Box
            as="label"
            key={stars}
            p="1.5"
            cursor="pointer"
            rounded="md"
            color={value !== null && stars <= value ? 'brass.500' : 'gray.400'}
            _hover={{ color: 'brass.400' }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500' }}
          >
            <VisuallyHidden asChild>
              <input
                type="radio"
                name={name}
                value={stars}
                checked={value === stars}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={() => onChange(stars)}
              />
            </VisuallyHidden>
            <VisuallyHidden>{starsText(stars)}</VisuallyHidden>
            <LuStar size="28" aria-hidden fill={value !== null && stars <= value ? 'currentColor' : 'none'} />
          </Box>
        ))}
      </HStack>
      {error ? (
        <Text id={errorId} color="red.700" mt="1" fontSize="sm">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
