import { Container, Grid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/** The product page's shape while the product loads. */
export function ProductDetailSkeleton() {
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} role="status" aria-label="Loading product">
      <Skeleton height="4" width="48" mb="4" />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '6', md: '10' }}>
        <Skeleton aspectRatio="4 / 3" rounded="xl" />
        <Stack gap="4">
          <Skeleton height="9" width="80%" />
          <Skeleton height="5" width="40%" />
          <Skeleton height="10" width="50%" />
          <SkeletonText noOfLines={3} />
          <Skeleton height="12" width="60%" rounded="md" />
        </Stack>
      </Grid>
    </Container>
  );
}
