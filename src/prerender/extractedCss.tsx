import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { productCardStyles } from '../ui/shop/common/productCardStyles';
import { categoryTilesStyles } from '../ui/shop/home/categoryTilesStyles';
import { radioListStyles } from '../ui/shop/catalogue/radioListStyles';
import { categoryFilterStyles } from '../ui/shop/catalogue/categoryFilterStyles';
import { productGridStyles } from '../ui/shop/catalogue/productGridStyles';
import { factListStyles } from '../ui/shop/product/factListStyles';
import { footerStyles } from '../ui/shop/layout/footerStyles';
import { categoryBarStyles } from '../ui/shop/layout/header/categoryBarStyles';
import { headerStyles } from '../ui/shop/layout/header/headerStyles';
import { shopContactLinesStyles } from '../ui/shop/layout/shopContactLinesStyles';
import { searchBoxStyles } from '../ui/shop/layout/searchBoxStyles';
import { breadcrumbsStyles } from '../ui/shop/catalogue/breadcrumbsStyles';
import { filterPanelStyles } from '../ui/shop/catalogue/filterPanelStyles';
import { priceFilterStyles } from '../ui/shop/catalogue/priceFilterStyles';
import { sortSelectStyles } from '../ui/shop/catalogue/sortSelectStyles';
import { productListingStyles } from '../ui/shop/catalogue/productListingStyles';
import { chevronStyles } from '../ui/shared/components/chevronStyles';
import { productDetailStyles } from '../ui/shop/product/productDetailStyles';
import { productGalleryStyles } from '../ui/shop/product/productGalleryStyles';
import { productPriceStyles } from '../ui/shop/product/productPriceStyles';
import { productPurchaseStyles } from '../ui/shop/product/productPurchaseStyles';
import { emiOfferStyles } from '../ui/shop/product/emiOfferStyles';
import { variantPickerStyles } from '../ui/shop/product/variantPickerStyles';
import { deliveryCheckStyles } from '../ui/shop/common/deliveryCheckStyles';
import { pincodeFieldStyles } from '../ui/shop/common/pincodeFieldStyles';
import { pageContainerStyles } from '../ui/shop/common/pageContainerStyles';
import { listingResultsStyles } from '../ui/shop/catalogue/listingResultsStyles';
import { publicLayoutStyles } from '../ui/app/publicLayoutStyles';
import { bannerCarouselStyles } from '../ui/shop/home/bannerCarouselStyles';
import { homePageStyles } from '../ui/shop/home/homePageStyles';
import { productRowStyles } from '../ui/shop/home/productRowStyles';
import { buttonLoaderStyles } from '../ui/shared/components/buttonLoaderStyles';
import { visuallyHiddenStyles } from '../ui/shared/components/visuallyHiddenStyles';
import { loadMoreButtonStyles } from '../ui/shop/common/loadMoreButtonStyles';
import { demoResetButtonStyles } from '../ui/shop/layout/demoResetButtonStyles';
import { productSectionsStyles } from '../ui/shop/product/productSectionsStyles';
import { productAlertsStyles } from '../ui/shop/alerts/productAlertsStyles';
import { errorBoundaryStyles } from '../ui/shared/components/errorBoundaryStyles';
import { pageSpinnerStyles } from '../ui/shared/components/pageSpinnerStyles';
import { offlineBannerStyles } from '../ui/shared/components/offlineBannerStyles';
import { categoryChipsStyles } from '../ui/shop/catalogue/categoryChipsStyles';
import { extractedClassName, type ExtractedStyles } from '../ui/shared/theme/extractedStyles';

/** Every component's extracted styles, by the block name its class names carry (extractedClassNames). */
const EXTRACTED_STYLES: Readonly<Record<string, ExtractedStyles>> = {
  productCard: productCardStyles,
  footer: footerStyles,
  shopContactLines: shopContactLinesStyles,
  header: headerStyles,
  categoryBar: categoryBarStyles,
  categoryTiles: categoryTilesStyles,
  radioList: radioListStyles,
  categoryFilter: categoryFilterStyles,
  productGrid: productGridStyles,
  factList: factListStyles,
  searchBox: searchBoxStyles,
  breadcrumbs: breadcrumbsStyles,
  chevron: chevronStyles,
  filterPanel: filterPanelStyles,
  priceFilter: priceFilterStyles,
  sortSelect: sortSelectStyles,
  productListing: productListingStyles,
  productDetail: productDetailStyles,
  productGallery: productGalleryStyles,
  productPrice: productPriceStyles,
  productPurchase: productPurchaseStyles,
  emiOffer: emiOfferStyles,
  variantPicker: variantPickerStyles,
  deliveryCheck: deliveryCheckStyles,
  pincodeField: pincodeFieldStyles,
  bannerCarousel: bannerCarouselStyles,
  homePage: homePageStyles,
  productRow: productRowStyles,
  pageContainer: pageContainerStyles,
  listingResults: listingResultsStyles,
  publicLayout: publicLayoutStyles,
  buttonLoader: buttonLoaderStyles,
  visuallyHidden: visuallyHiddenStyles,
  loadMoreButton: loadMoreButtonStyles,
  demoResetButton: demoResetButtonStyles,
  categoryChips: categoryChipsStyles,
  productSections: productSectionsStyles,
  productAlerts: productAlertsStyles,
  errorBoundary: errorBoundaryStyles,
  pageSpinner: pageSpinnerStyles,
  offlineBanner: offlineBannerStyles,
};

const EMOTION_CLASS = /\bclass="[^"]*\bcss-([a-z0-9]+)\b/g;
/** The opening tag of the element marked as the part (EXTRACTED), whichever order its attributes come in. */
const MARKED_TAG = /<[a-z]+\b[^>]*\sdata-extracted=""[^>]*>/g;

/**
 * The CSS Chakra writes for `element` with `system`, under `className` in place of Emotion's class: that of the one
 * styled element it draws, or of the element marked EXTRACTED among several. Drawn on a server, Emotion writes each
 * rule into the markup, in a <style> tag named after its class, before the element. (Its cache, given with a
 * CacheProvider, would keep them instead, but only where this module and Chakra resolve the same copy of Emotion,
 * which Vite's development conditions do not ensure.)
 */
const cssOf = (system: SystemContext, element: ReactElement, className: string): string => {
  const markup = renderToStaticMarkup(<ChakraProvider value={system}>{element}</ChakraProvider>);
  const marked = [...markup.matchAll(MARKED_TAG)].map(([tag]) => tag);
  const source = marked.length === 0 ? markup : marked.length === 1 ? (marked[0] ?? '') : '';
  const names = new Set([...source.matchAll(EMOTION_CLASS)].map(([, name]) => name));
  const [name] = names;
  const css =
    name === undefined
      ? undefined
      : new RegExp(`<style data-emotion="css ${name}"[^>]*>([^<]*)</style>`).exec(markup)?.[1];
  if (names.size !== 1 || css === undefined) {
    throw new Error(
      `extractedCss: ${className} must draw one styled element, or mark one of them; it drew ${markup}`,
    );
  }
  return css.replaceAll(`.css-${name}`, `.${className}`);
};

/**
 * The CSS of every extracted style (src/ui/shared/theme/extractedStyles.ts; `styles` by block name), for the
 * document's head: each part as Chakra draws it with the theme's `system`, in the layers Chakra puts it in.
 */
export const extractedCss = (
  system: SystemContext,
  styles: Readonly<Record<string, ExtractedStyles>> = EXTRACTED_STYLES,
): string =>
  Object.entries(styles)
    .flatMap(([block, parts]) =>
      Object.entries(parts).map(([part, element]) => cssOf(system, element, extractedClassName(block, part))),
    )
    .join('');
