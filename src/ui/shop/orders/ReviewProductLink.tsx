import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The product page's review form: opened at once there when the shopper may write a review. */
export const reviewFormPath = (productId: string): string =>
  `/products/${encodeURIComponent(productId)}?review=write#reviews`;

/** 'Review this product' on a line of a delivered order (its name told to screen readers). */
export function ReviewProductLink({ productId, name }: { productId: string; name: string }) {
  return (
    <Link asChild color="brand.700" fontSize="sm" fontWeight="semibold">
      <RouterLink to={reviewFormPath(productId)} aria-label={`Review this product: ${name}`}>
        Review this product
      </RouterLink>
    </Link>
  );
}
