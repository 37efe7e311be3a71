import { lazy, useEffect } from 'react';
import { Container } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { formatRating } from '../../../domain/storefront/Rating';
import { usePageMeta } from '../../shared/hooks/usePageMeta';
import type { ProductLookup } from './ProductDetailStore';
import { useStores } from '../../app/stores/StoresContext';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { RatingStars } from '../../shared/components/RatingStars';
import { PageContainer } from '../common/PageContainer';
import { Breadcrumbs } from '../catalogue/Breadcrumbs';
import { ProductGallery } from './ProductGallery';
import { productCrumbs } from './productCrumbs';
import { productHighlights } from './productHighlights';
import { ProductPrice } from './ProductPrice';
import { EmiOffer } from './EmiOffer';
import { emiQuotes } from '../../../domain/payments/EmiPlan';
import { onlinePaymentOffered } from '../../../domain/payments/PaymentGateway';
import { ProductPurchase } from './ProductPurchase';
import { ProductAlerts } from '../alerts/ProductAlerts';
import { ProductReviewsSection } from './ProductReviewsSection';
import { DeliveryCheck } from '../common/DeliveryCheck';
import { ProductDeclarationsSection } from './ProductDeclarationsSection';
import { ProductSpecs } from './ProductSpecs';
import { RelatedProducts } from './RelatedProducts';
import { RecentlyViewed } from './RecentlyViewed';
import { VariantPicker } from './VariantPicker';
import { PRODUCT_SECTION_GAP } from './productSectionGap';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { productDetailStyles } from './productDetailStyles';
import { ChakraReady } from '../../shared/components/ChakraReady';

const css = extractedClassNames<typeof productDetailStyles>('productDetail');

// A product page drawn at build shows neither: their code, with Chakra's components, comes when they are shown.
const ProductNotFound = lazy(() =>
  import('./ProductNotFound').then((module) => ({ default: module.ProductNotFound })),
);
const ProductDetailSkeleton = lazy(() =>
  import('./ProductDetailSkeleton').then((module) => ({ default: module.ProductDetailSkeleton })),
);

const metaDescription = (text: string): string =>
  text.length > 155 ? `${text.slice(0, 152).trimEnd()}…` : text;

/**
 * /products/{id} (found by id, then slug) and /{category}/{productName} (by slug, then id): the product page
 * (docs/behaviour.md#screens-and-routes) with gallery, price and variants, stock, details and declarations, add to
 * cart and wishlist, and related products. Its frame is drawn with styles extracted at build (productDetailStyles.tsx).
 */
export const ProductDetailPage = observer(function ProductDetailPage() {
  const { id, productName } = useParams();
  const { productDetail: store, summary, settings } = useStores();
  const lookup: ProductLookup =
    id !== undefined ? { by: 'id', value: id } : { by: 'slug', value: productName ?? '' };
  useEffect(() => {
    void store.load(lookup);
    // The lookup is rebuilt on every render; its two fields are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, lookup.by, lookup.value]);

  const current = store.isFor(lookup);
  const product = current && store.state.status === 'loaded' ? store.product : null;
  usePageMeta(
    product?.name ?? (store.notFound ? 'Product not found' : 'Product'),
    product ? metaDescription(product.description) : undefined,
  );

  if (current && store.notFound)
    return (
      <ChakraReady>
        <ProductNotFound />
      </ChakraReady>
    );
  if (current && store.state.status === 'failed') {
    return (
      <ChakraReady>
        <Container maxW="3xl" py="16">
          <RetryAlert message={store.state.reason} onRetry={() => void store.load(lookup)} />
        </Container>
      </ChakraReady>
    );
  }
  if (!product)
    return (
      <ChakraReady>
        <ProductDetailSkeleton />
      </ChakraReady>
    );

  return (
    <PageContainer>
      <Breadcrumbs items={productCrumbs(product, summary.tree)} />
      <div className={css('columns')}>
        <ProductGallery
          key={store.variant?.id ?? product.id}
          name={product.name}
          image={store.pictures.image}
          images={store.pictures.images}
        />
        <div className={css('buying')}>
          <div className={css('title')}>
            <h1 className={css('name')}>{product.name}</h1>
            {product.rating > 0 ? (
              <div className={css('rating')}>
                <RatingStars rating={product.rating} starsOnly className={css('stars')} />
                <p className={css('ratingText')}>
                  {formatRating(product.rating)} out of 5 · {product.reviewCount}{' '}
                  {product.reviewCount === 1 ? 'review' : 'reviews'}
                </p>
              </div>
            ) : (
              <p className={css('ratingText')}>No reviews yet</p>
            )}
          </div>
          <ProductPrice
            price={store.unitPrice}
            originalPrice={store.originalPrice}
            discount={store.discount}
          />
          <EmiOffer
            quotes={emiQuotes(store.unitPrice, settings.settings, onlinePaymentOffered(settings.settings))}
          />
          <VariantPicker store={store} />
          <ProductPurchase store={store} />
          <ProductAlerts
            product={product}
            variantId={store.variant?.id ?? null}
            soldOut={store.stock === 0 && (product.variants.length === 0 || store.variant !== null)}
          />
          <DeliveryCheck />
          <p className={css('highlights')} data-testid="product-highlights">
            {productHighlights(product, settings.settings.returnWindowDays).join(' · ')}
          </p>
        </div>
      </div>
      <div className={css('details')}>
        <ProductSpecs product={product} variant={store.variant} />
        <ProductDeclarationsSection product={product} variant={store.variant} />
      </div>
      <ProductReviewsSection key={product.id} productId={product.id} />
      <RelatedProducts store={store} />
      <RecentlyViewed viewing={product} mt={PRODUCT_SECTION_GAP} />
    </PageContainer>
  );
});
