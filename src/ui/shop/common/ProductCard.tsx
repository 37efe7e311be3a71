import { observer } from 'mobx-react-lite';
import { Link as RouterLink } from 'react-router-dom';
import { discountPercent, formatRupees } from '../../../domain/text/Money';
import { productPath } from '../../../domain/catalogue/NavigationTree';
import { cardPictureUrl } from '../../../domain/catalogue/CardPicture';
import type { Product } from '../../../domain/catalogue/Product';
import { useAsPrerendered } from './useAsPrerendered';
import { useStores } from '../../app/stores/StoresContext';
import { carryAttribute } from '../../app/prerenderedPage';
import { notify } from '../../shared/components/toaster';
import { fallBackToPlaceholder, mainPicture } from '../../shared/format/productImage';
import { RatingStars } from '../../shared/components/RatingStars';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { productCardStyles } from './productCardStyles';
import { StruckMrp } from './StruckMrp';
import { useCompareToggle } from './useCompareToggle';
import { compareProduct } from '../../../domain/storefront/compareMessages';

const css = extractedClassNames<typeof productCardStyles>('productCard');

interface Props {
  product: Product;
  /** Above the fold on first paint (the first cards of a listing): load the image at once, not lazily. */
  priority?: boolean;
}

/**
 * A product in a grid or row: image, name, ₹ price with its MRP and discount, rating, wishlist, compare and cart.
 * Drawn many times a page, it is plain elements with styles extracted at build (productCardStyles.tsx).
 */
export const ProductCard = observer(function ProductCard({ product, priority = false }: Props) {
  const { cart, wishlist } = useStores();
  const path = productPath(product);
  const discount = discountPercent(product.price, product.originalPrice);
  // The build draws every card for a guest, whose wishlist is empty.
  const inWishlist = useAsPrerendered(wishlist.hasProduct(product.id), false);
  const outOfStock = product.stock <= 0;
  // Which size or colour to add is the shopper's choice: the card sends them to the page that offers it.
  const hasOptions = product.variants.length > 0;
  const compare = useCompareToggle(product);

  const addToCart = (): void => {
    cart.addProduct(product);
    notify.success(`${product.name} added to cart`);
  };
  const toggleWishlist = (): void => {
    wishlist.toggleProduct(product);
    notify.success(
      inWishlist ? `${product.name} removed from wishlist` : `${product.name} added to wishlist`,
    );
  };

  return (
    <div className={css('root')}>
      <img
        className={css('picture')}
        src={cardPictureUrl(mainPicture(product))}
        alt=""
        width="400"
        height="300"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        // Decoded off the main thread except in the first row, which should be drawn with the first paint.
        decoding={priority ? undefined : 'async'}
        onError={fallBackToPlaceholder}
      />
      {discount > 0 ? <span className={css('discount')}>{discount}% off</span> : null}
      <button
        type="button"
        className={css(inWishlist ? 'wishlistChosen' : 'wishlist')}
        aria-label={inWishlist ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
        aria-pressed={inWishlist}
        onClick={toggleWishlist}
      />
      <button
        type="button"
        className={css(compare.pressed ? 'compareChosen' : 'compare')}
        aria-label={compareProduct(product.name)}
        aria-pressed={compare.pressed}
        onClick={compare.toggle}
      />
      {/* The wishlist and compare buttons are lifted above the name's link, and the card's last button is drawn
          after it. */}
      <RouterLink className={css('name')} to={path}>
        {product.name}
      </RouterLink>
      {product.rating > 0 ? (
        <RatingStars className={css('rating')} rating={product.rating} reviewCount={product.reviewCount} />
      ) : null}
      {discount > 0 && product.originalPrice ? (
        <div className={css('priceRow')}>
          <p className={css('price')}>{formatRupees(product.price)}</p>
          <StruckMrp
            mrp={product.originalPrice}
            classNames={{ words: css('mrp'), amount: css('mrpAmount') }}
          />
        </div>
      ) : (
        <p className={css('priceAlone')}>{formatRupees(product.price)}</p>
      )}
      {hasOptions && !outOfStock ? (
        <RouterLink
          className={css('chooseOptions')}
          to={path}
          aria-label={`Choose options for ${product.name}`}
        >
          Choose options
        </RouterLink>
      ) : (
        <button
          type="button"
          className={css('addToCart')}
          onClick={addToCart}
          data-carry={carryAttribute({ addToCart: product.id })}
          disabled={outOfStock}
          aria-label={outOfStock ? `${product.name} is out of stock` : `Add ${product.name} to cart`}
        >
          {outOfStock ? 'Out of stock' : 'Add to cart'}
        </button>
      )}
    </div>
  );
});
