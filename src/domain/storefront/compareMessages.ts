import { formatRupees } from '../text/Money';

/**
 * What the shopper reads about comparing products (docs/behaviour.md#compare): the Compare toggle on cards and the
 * product page, the header's link, and the compare page.
 */
export const COMPARE_TITLE = 'Compare products';
export const COMPARE_DESCRIPTION =
  'Up to 4 products side by side: price, rating, size, material, warranty and delivery to your pincode.';
/** The header's link, shown while the list holds any. */
export const compareLink = (count: number): string => `Compare (${count})`;
/** The toggle's name on a card (its state is aria-pressed); on the product page the button says COMPARE. */
export const compareProduct = (name: string): string => `Compare ${name}`;
export const COMPARE = 'Compare';
export const addedToCompare = (name: string): string => `${name} added to compare`;
export const removedFromCompare = (name: string): string => `${name} removed from compare`;
export const COMPARE_FULL = 'You can compare up to 4 products';
export const COMPARE_FULL_HINT = 'Remove one from the compare page to add another.';
export const SEE_COMPARE = 'See the comparison';

/** The head of a page that names its products: 'Compare A, B and C'. */
export const compareTitleOf = (names: readonly string[]): string =>
  names.length === 0
    ? COMPARE_TITLE
    : `Compare ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`}`;
export const compareDescriptionOf = (products: readonly { name: string; price: number }[]): string =>
  products.length === 0
    ? COMPARE_DESCRIPTION
    : `${products.map((product) => `${product.name} (${formatRupees(product.price)})`).join(', ')}: price, rating, size, material, warranty and delivery side by side.`;

export const NOTHING_TO_COMPARE = 'Nothing to compare yet';
export const NOTHING_TO_COMPARE_HINT = 'Tap Compare on up to 4 products to see them side by side here.';
export const BROWSE_PRODUCTS = 'Browse products';
export const COMPARE_LOAD_FAILED = 'We could not load the products to compare. Please try again.';
export const COMPARE_LOADING = 'Loading the products…';
export const TRY_AGAIN = 'Try again';
export const leftOut = (count: number): string =>
  count === 1
    ? 'One product in this list is no longer for sale, so it is left out.'
    : `${count} products in this list are no longer for sale, so they are left out.`;
export const HIDE_AGREEING = 'Hide rows where all agree';
export const COMPARED_PRODUCTS = 'Compared products';
export const removeFromCompare = (name: string): string => `Remove ${name} from compare`;
export const REMOVE = 'Remove';
export const NOT_STATED = 'Not stated';
export const NO_RATINGS = 'No ratings yet';
export const NO_ASSEMBLY_NEEDED = 'Needs no assembly';
export const DELIVERY_PINCODE = 'Delivery pincode';
export const CHECK = 'Check';
export const COD_AVAILABLE = 'Available';
export const COD_NOT_HERE = 'Not available to this pincode';
export const codNotAbove = (limit: number): string => `Only on orders up to ${formatRupees(limit)}`;
export const SWIPE_HINT = 'Swipe to see each product.';

export const COMPARE_ROW_LABELS = {
  product: 'Product',
  price: 'Price',
  rating: 'Rating',
  dimensions: 'Dimensions',
  material: 'Material',
  sizes: 'Sizes',
  colours: 'Colours',
  warranty: 'Warranty',
  assembly: 'Assembly',
  delivery: 'Delivery',
  cod: 'Cash on delivery',
} as const;
