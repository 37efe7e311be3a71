import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuHeart, LuShoppingCart } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { cartLineKey } from '../../../domain/checkout/Cart';
import { stockLevel } from '../../../domain/catalogue/StockLevel';
import type { ProductDetailStore } from './ProductDetailStore';
import { useAsPrerendered } from '../common/useAsPrerendered';
import { useStores } from '../../app/stores/StoresContext';
import { carryAttribute } from '../../app/prerenderedPage';
import { notify } from '../../shared/components/toaster';
import { CompareButton } from './CompareButton';
import { StockBadge } from './StockBadge';
import { variantText } from './variantText';

/** Stock state, add to cart (disabled when out of stock), the wishlist toggle for the current choice and Compare. */
export const ProductPurchase = observer(function ProductPurchase({ store }: { store: ProductDetailStore }) {
  const { cart, wishlist, settings } = useStores();
  const { product, variant } = store;
  // The build draws the page for a guest: nothing in the cart or the wishlist.
  const inCart = useAsPrerendered(product ? cart.quantityOf(product.id, variant) : 0, 0);
  const ofProduct = useAsPrerendered(
    cart.items.filter((item) => item.id === product?.id).reduce((sum, item) => sum + item.quantity, 0),
    0,
  );
  const listed = useAsPrerendered(product ? wishlist.has(product.id, variant) : false, false);
  if (!product) return null;
  // Each variant counts its own stock (VariantStock), so the limit is the chosen line's.
  const stock = store.stock;
  const level = stockLevel(stock, settings.settings.lowStockThreshold);
  const needsChoice = product.variants.length > 0 && variant === null;
  const allInCart = level.kind !== 'out' && inCart >= stock;
  const canAdd = level.kind !== 'out' && !needsChoice && !allInCart;
  const chosen = variantText(variant);
  const label = chosen ? `${product.name} (${chosen})` : product.name;

  const addToCart = (): void => {
    cart.addProduct(product, variant);
    notify.success('Added to cart', label);
  };
  const toggleWishlist = (): void => {
    if (listed) {
      wishlist.removeLine(cartLineKey(product.id, variant));
      notify.success('Removed from wishlist', label);
    } else {
      wishlist.addProduct(product, variant);
      notify.success('Added to wishlist', label);
    }
  };

  return (
    <Stack gap="3">
      <HStack gap="4" flexWrap="wrap">
        <StockBadge level={level} />
        {variant?.sku ? (
          <Text fontSize="sm" color="gray.700" data-testid="variant-sku">
            SKU: {variant.sku}
          </Text>
        ) : null}
      </HStack>
      <HStack gap="3" flexWrap="wrap">
        <Button
          colorPalette="brand"
          size="lg"
          flex={{ base: '1', sm: 'initial' }}
          minW="48"
          disabled={!canAdd}
          onClick={addToCart}
          data-carry={product.variants.length === 0 ? carryAttribute({ addToCart: product.id }) : undefined}
        >
          <LuShoppingCart aria-hidden />
          {level.kind === 'out' ? 'Out of stock' : 'Add to cart'}
        </Button>
        <Button
          variant="outline"
          colorPalette={listed ? 'red' : 'brand'}
          size="lg"
          aria-pressed={listed}
          onClick={toggleWishlist}
        >
          <LuHeart aria-hidden fill={listed ? 'currentColor' : 'none'} />
          {listed ? 'In wishlist' : 'Add to wishlist'}
        </Button>
        <CompareButton product={product} />
      </HStack>
      {needsChoice ? (
        <Text fontSize="sm" color="orange.700">
          This combination is not made. Please choose another size or colour.
        </Text>
      ) : null}
      {allInCart ? (
        <Text fontSize="sm" color="gray.700">
          All {stock} in stock are already in your cart.
        </Text>
      ) : null}
      {ofProduct > 0 ? (
        <Text fontSize="sm" color="gray.700">
          {ofProduct} in your cart ·{' '}
          <Link asChild color="brand.700" fontWeight="medium">
            <RouterLink to="/cart">View cart</RouterLink>
          </Link>
        </Text>
      ) : null}
    </Stack>
  );
});
