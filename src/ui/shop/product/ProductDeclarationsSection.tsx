import { Box, Heading } from '@chakra-ui/react';
import type { Product, ProductVariant } from '../../../domain/catalogue/Product';
import { productDeclarations } from '../../../domain/catalogue/ProductDeclarations';
import { FactList } from './FactList';

/**
 * 'Product declarations': what the product must declare when sold online (country of origin, manufacturer or
 * importer, MRP of the current choice, net quantity, dimensions, warranty), as far as the product says.
 */
export function ProductDeclarationsSection({
  product,
  variant,
}: {
  product: Product;
  variant: ProductVariant | null;
}) {
  return (
    <Box as="section" aria-labelledby="product-declarations-heading">
      <Heading as="h2" id="product-declarations-heading" fontSize="xl" color="brand.900" mb="3">
        Product declarations
      </Heading>
      <FactList facts={productDeclarations(product, variant)} />
    </Box>
  );
}
