import { useEffect } from 'react';
import { Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { formatRating } from '../../../domain/storefront/Rating';
import { usePageMeta } from '../../shared/hooks/usePageMeta';
import type { ProductLookup } from './ProductDetailStore';
import { useStores } from '../../app/stores/StoresContext';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { RatingStars } from '../../shared/components/RatingStars';
import { Breadcrumbs } from '../catalogue/Breadcrumbs';
import { ProductGallery } from './ProductGallery';
import { ProductNotFound } from './ProductNotFound';
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
import { ProductDetailSkeleton } from './ProductDetailSkeleton';
import { ProductSpecs } from './ProductSpecs';
import { RelatedProducts } from './RelatedProducts';
import { RecentlyViewed } from './RecentlyViewed';
import { VariantPicker } from './VariantPicker';
import { PRODUCT_SECTION_GAP } from './productSectionGap';

const metaDescription = (text: string): string =>
  text.length > 155 ? `${text.slice(0, 152).trimEnd()}…` : text;

/**
 * /products/{id} (found by id, then slug) and /{category}/{productName} (by slug, then id): the product page
 * (docs/behaviour.md#screens-and-routes) with gallery, price and variants, stock, details and declarations, add to cart and wishlist, and related
 * products.
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

  if (current && store.notFound) return <ProductNotFound />;
  if (current && store.state.status === 'failed') {
    return (
      <Container maxW="3xl" py="16">
        <RetryAlert message={store.state.reason} onRetry={() => void store.load(lookup)} />
      </Container>
    );
  }
  if (!product) return <ProductDetailSkeleton />;

  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }}>
      <Breadcrumbs items={productCrumbs(product, summary.tree)} />
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '6', md: '10' }} alignItems="start">
        <ProductGallery
          key={store.variant?.id ?? product.id}
          name={product.name}
          image={store.pictures.image}
          images={store.pictures.images}
        />
        <Stack gap="5">
          <Stack gap="2">
            <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900" lineHeight="short">
              {product.name}
            </Heading>
            {product.rating > 0 ? (
              <HStack gap="2">
                <RatingStars rating={product.rating} starsOnly />
                <Text fontSize="sm" color="gray.600">
                  {formatRating(product.rating)} out of 5 · {product.reviewCount}{' '}
                  {product.reviewCount === 1 ? 'review' : 'reviews'}
                </Text>
              </HStack>
            ) : (
              <Text fontSize="sm" color="gray.600">
                No reviews yet
              </Text>
            )}
          </Stack>
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
          <Text
            data-testid="product-highlights"
            bg="brand.50"
            rounded="lg"
            p="4"
            fontSize="sm"
            color="gray.700"
          >
            {productHighlights(product, settings.settings.returnWindowDays).join(' · ')}
          </Text>
        </Stack>
      </Grid>
      <Stack mt={PRODUCT_SECTION_GAP} maxW="4xl" gap="8">
        <ProductSpecs product={product} variant={store.variant} />
        <ProductDeclarationsSection product={product} variant={store.variant} />
      </Stack>
      <ProductReviewsSection key={product.id} productId={product.id} />
      <RelatedProducts store={store} />
      <RecentlyViewed viewing={product} mt={PRODUCT_SECTION_GAP} />
    </Container>
  );
});
