import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import type { Product, ProductVariant } from '../../../domain/catalogue/Product';
import { FactList } from './FactList';

/**
 * Description (as plain text, never HTML), features and the specification list. The dimensions and warranty are
 * among the product's declarations (ProductDeclarationsSection), so they are not repeated here.
 */
export function ProductSpecs({ product, variant }: { product: Product; variant: ProductVariant | null }) {
  const specs = [
    { label: 'Material', value: product.material },
    { label: 'SKU', value: variant?.sku ?? '' },
  ].filter((spec) => spec.value.trim() !== '');
  return (
    <Stack gap="8">
      {product.description.trim() !== '' ? (
        <Box as="section" aria-labelledby="product-description-heading">
          <Heading as="h2" id="product-description-heading" fontSize="xl" color="brand.900" mb="3">
            Description
          </Heading>
          <Text whiteSpace="pre-line" color="gray.700" lineHeight="tall">
            {product.description}
          </Text>
        </Box>
      ) : null}
      {product.features.length > 0 ? (
        <Box as="section" aria-labelledby="product-features-heading">
          <Heading as="h2" id="product-features-heading" fontSize="xl" color="brand.900" mb="3">
            Features
          </Heading>
          <List.Root gap="2" variant="plain">
            {product.features.map((feature) => (
              <List.Item key={feature} alignItems="flex-start">
                <List.Indicator asChild color="green.600" mt="1">
                  <LuCheck aria-hidden />
                </List.Indicator>
                {feature}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ) : null}
      {specs.length > 0 ? (
        <Box as="section" aria-labelledby="product-specs-heading">
          <Heading as="h2" id="product-specs-heading" fontSize="xl" color="brand.900" mb="3">
            Specifications
          </Heading>
          <FactList facts={specs} />
        </Box>
      ) : null}
    </Stack>
  );
}
