import { SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import type { Product } from '../../../domain/catalogue/Product';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import { ProductCard } from '../common/ProductCard';
import { PRODUCT_GRID_COLUMNS, type ProductGridLayout } from './productGridColumns';
import type { productGridStyles } from './productGridStyles';
import { ChakraReady } from '../../shared/components/ChakraReady';

const css = extractedClassNames<typeof productGridStyles>('productGrid');

interface GridProps {
  products: readonly Product[];
  layout?: ProductGridLayout;
  /** Names the list for screen readers. */
  label?: string;
  /** How many leading cards are above the fold on first paint (their images load at once); 0 below the fold. */
  priorityCount?: number;
}

/** Product cards in a list, laid out with styles extracted at build (productGridStyles.tsx). */
export function ProductGrid({
  products,
  layout = 'listing',
  label = 'Products',
  priorityCount = 0,
}: GridProps) {
  return (
    <ul className={css(layout)} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className={css('item')}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

/** Card-shaped placeholders while a page of products loads. */
export function ProductGridSkeleton({
  count = 8,
  layout = 'listing',
}: {
  count?: number;
  layout?: ProductGridLayout;
}) {
  return (
    <ChakraReady>
      <SimpleGrid
        columns={PRODUCT_GRID_COLUMNS[layout]}
        gap={{ base: '3', md: '5' }}
        aria-hidden
        data-testid="product-grid-skeleton"
      >
        {Array.from({ length: count }, (_, index) => (
          <Stack
            key={index}
            gap="3"
            borderWidth="1px"
            borderColor="brand.100"
            rounded="md"
            overflow="hidden"
            bg="white"
            pb="3"
          >
            <Skeleton aspectRatio="4 / 3" />
            <SkeletonText noOfLines={2} px="3" />
            <Skeleton height="8" mx="3" rounded="md" />
          </Stack>
        ))}
      </SimpleGrid>
    </ChakraReady>
  );
}
