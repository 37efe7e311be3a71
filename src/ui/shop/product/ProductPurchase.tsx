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
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import { CompareButton } from './CompareButton';
import { StockBadge } from './StockBadge';
import { variantText } from './variantText';
import type { productPurchaseStyles } from './productPurchaseStyles';

const css = extractedClassNames<typeof productPurchaseStyles>('productPurchase');

/**
 * Stock state, add to cart (disabled when out of stock), the wishlist toggle for the current choice and Compare.
 * Drawn with styles extracted at build (productPurchaseStyles.tsx).
 */
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
    <div className={css('root')}>
      <div className={css('stockRow')}>
        <StockBadge level={level} />
        {variant?.sku ? (
          <p className={css('note')} data-testid="variant-sku">
            SKU: {variant.sku}
          </p>
        ) : null}
      </div>
      <div className={css('actions')}>
        <button
          type="button"
          className={css('addToCart')}
          disabled={!canAdd}
          onClick={addToCart}
          data-carry={product.variants.length === 0 ? carryAttribute({ addToCart: product.id }) : undefined}
        >
          <LuShoppingCart aria-hidden />
          {level.kind === 'out' ? 'Out of stock' : 'Add to cart'}
        </button>
        <button
          type="button"
          className={css(listed ? 'wishlistListed' : 'wishlist')}
          aria-pressed={listed}
          onClick={toggleWishlist}
        >
          <LuHeart aria-hidden fill={listed ? 'currentColor' : 'none'} />
          {listed ? 'In wishlist' : 'Add to wishlist'}
        </button>
        <CompareButton product={product} />
      </div>
      {needsChoice ? (
        <p className={css('choiceNote')}>
          This combination is not made. Please choose another size or colour.
        </p>
      ) : null}
      {allInCart ? <p className={css('note')}>All {stock} in stock are already in your cart.</p> : null}
      {ofProduct > 0 ? (
        <p className={css('note')}>
          {ofProduct} in your cart ·{' '}
          <RouterLink to="/cart" className={css('cartLink')}>
            View cart
          </RouterLink>
        </p>
      ) : null}
    </div>
  );
});
