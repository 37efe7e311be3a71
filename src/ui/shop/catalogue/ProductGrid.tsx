import { Box, SimpleGrid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import type { Product } from '../../../domain/catalogue/Product';
import { ProductCard } from '../common/ProductCard';

const COLUMNS = { base: 2, md: 3, xl: 4 } as const;

type Columns = typeof COLUMNS | { base: number; md: number; lg?: number };

interface GridProps {
  products: readonly Product[];
  columns?: Columns;
  /** Names the list for screen readers. */
  label?: string;
  /** How many leading cards are above the fold on first paint (their images load at once); 0 below the fold. */
  priorityCount?: number;
}

export function ProductGrid({
  products,
  columns = COLUMNS,
  label = 'Products',
  priorityCount = 0,
}: GridProps) {
  return (
    <SimpleGrid
      as="ul"
      aria-label={label}
      listStyleType="none"
      columns={columns}
      gap={{ base: '3', md: '5' }}
    >
      {products.map((product, index) => (
        <Box as="li" key={product.id} minW="0">
          <ProductCard product={product} priority={index < priorityCount} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** Card-shaped placeholders while a page of products loads. */
export function ProductGridSkeleton({
  count = 8,
  columns = COLUMNS,
}: {
  count?: number;
  columns?: typeof COLUMNS | { base: number; md: number; lg?: number };
}) {
  return (
    <SimpleGrid
      columns={columns}
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
  );
}
