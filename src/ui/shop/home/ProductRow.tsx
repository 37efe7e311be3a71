import { useEffect } from 'react';
import { Alert, Box, Grid, Heading, Link, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { ProductCard } from '../common/ProductCard';
import { failureOf } from '../../shared/stores/LoadState';
import type { ProductRowStore } from './ProductRowStore';

interface Props {
  title: string;
  subtitle: string;
  row: ProductRowStore;
  viewAllTo: string;
}

/** A home-page row of products from one bounded query. */
export const ProductRow = observer(function ProductRow({ title, subtitle, row, viewAllTo }: Props) {
  useEffect(() => {
    void row.load();
  }, [row]);
  const headingId = `${row.flag}-heading`;
  const error = failureOf(row.state);
  if (row.state.status === 'loaded' && row.items.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={headingId}>
      {/* The title over its subtitle, and 'View all' at the right, level with the subtitle. */}
      <Grid templateColumns="1fr auto" alignItems="end" columnGap="4" rowGap="0.5" mb="4">
        <Heading as="h2" id={headingId} fontSize={{ base: 'xl', md: '2xl' }} color="brand.900">
          {title}
        </Heading>
        <Text gridRow="2" color="gray.600" fontSize="sm">
          {subtitle}
        </Text>
        <Link asChild gridRow="2" color="brand.700" fontWeight="medium" fontSize="sm" whiteSpace="nowrap">
          <RouterLink to={viewAllTo}>View all →</RouterLink>
        </Link>
      </Grid>
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : (
        <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: '3', md: '5' }}>
          {row.state.status === 'idle' || row.state.status === 'loading'
            ? Array.from({ length: 4 }, (_, index) => <Skeleton key={index} height="80" rounded="md" />)
            : row.items.map((product) => <ProductCard key={product.id} product={product} />)}
        </SimpleGrid>
      )}
    </Box>
  );
});
