import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { formatRupees } from '../../../domain/text/Money';
import { StruckMrp } from '../common/StruckMrp';

interface Props {
  price: number;
  originalPrice?: number;
  discount: number;
}

/** The unit price of the current choice, GST included, with its MRP struck through and the discount when lower. */
export function ProductPrice({ price, originalPrice, discount }: Props) {
  return (
    <Stack gap="1">
      <HStack gap="3" align="baseline" flexWrap="wrap" aria-live="polite">
        <Text
          fontSize={{ base: '2xl', md: '3xl' }}
          fontWeight="bold"
          color="brand.800"
          data-testid="product-price"
        >
          {formatRupees(price)}
        </Text>
        {discount > 0 && originalPrice !== undefined ? (
          <>
            <StruckMrp mrp={originalPrice} fontSize="md" />
            <Badge colorPalette="red" variant="solid" size="md">
              {discount}% off
            </Badge>
          </>
        ) : null}
      </HStack>
      <Text fontSize="sm" color="gray.600">
        Inclusive of all taxes (GST)
      </Text>
    </Stack>
  );
}
