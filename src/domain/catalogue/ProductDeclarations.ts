import { formatRupees } from '../text/Money';
import type { Product, ProductVariant } from './Product';
import { originalPriceWithVariant, priceWithVariant } from './VariantChoice';

/**
 * What the Legal Metrology (Packaged Commodities) Rules, 2011 ask a product listed online to declare, beyond the
 * dimensions and warranty every product has: its country of origin, its manufacturer (or importer) with their
 * address, and its net quantity. The MRP is the struck-through price, or the price when there is none.
 */
export type DeclarationField = 'countryOfOrigin' | 'manufacturerName' | 'manufacturerAddress' | 'netQuantity';
export type ProductDeclarationFields = Pick<Product, DeclarationField>;

export const DECLARATION_FIELDS: readonly DeclarationField[] = [
  'countryOfOrigin',
  'manufacturerName',
  'manufacturerAddress',
  'netQuantity',
];

/** The longest each may be, in characters (firestore.rules allow a little more, as for the product's other texts). */
export const DECLARATION_MAX_LENGTH: Readonly<Record<DeclarationField, number>> = {
  countryOfOrigin: 60,
  manufacturerName: 120,
  manufacturerAddress: 300,
  netQuantity: 60,
};

const MISSING: Readonly<Record<DeclarationField, string>> = {
  countryOfOrigin: 'Please enter the country of origin, e.g. India.',
  manufacturerName: 'Please enter the name of the manufacturer, or of the importer for an imported product.',
  manufacturerAddress: 'Please enter the address of the manufacturer or importer.',
  netQuantity: 'Please enter the net quantity, e.g. 1 N or 1 set of 3.',
};

const NAMES: Readonly<Record<DeclarationField, string>> = {
  countryOfOrigin: 'country of origin',
  manufacturerName: "manufacturer's or importer's name",
  manufacturerAddress: "manufacturer's or importer's address",
  netQuantity: 'net quantity',
};

export const NET_QUANTITY_WITHOUT_NUMBER =
  'Please state the net quantity as a number of units, e.g. 1 N or 1 set of 3.';
export const MRP_BELOW_PRICE = 'The MRP must be at least the price: nothing may be sold above its MRP.';

export type DeclarationErrors = Partial<Record<DeclarationField, string>>;

/** The declarations trimmed, and the problem with each one that is missing, too long or (net quantity) has no number. */
export const checkDeclarations = (
  typed: ProductDeclarationFields,
): { values: ProductDeclarationFields; errors: DeclarationErrors } => {
  const errors: DeclarationErrors = {};
  const values: ProductDeclarationFields = {
    countryOfOrigin: typed.countryOfOrigin.trim(),
    manufacturerName: typed.manufacturerName.trim(),
    manufacturerAddress: typed.manufacturerAddress.trim(),
    netQuantity: typed.netQuantity.trim(),
  };
  for (const field of DECLARATION_FIELDS) {
    const value = values[field];
    const max = DECLARATION_MAX_LENGTH[field];
    if (value === '') errors[field] = MISSING[field];
    else if (value.length > max) errors[field] = `The ${NAMES[field]} must be at most ${max} characters.`;
  }
  if (!errors.netQuantity && !/\d/.test(values.netQuantity)) errors.netQuantity = NET_QUANTITY_WITHOUT_NUMBER;
  return { values, errors };
};

/** The problem with an MRP typed beside the price, if any; none given means the price is the MRP. */
export const mrpProblem = (price: number, mrp: number | undefined): string | undefined =>
  mrp !== undefined && mrp < price ? MRP_BELOW_PRICE : undefined;

/** The MRP of the product, or of one of its variants: the struck-through price, else the price (GST included). */
export const mrpOf = (
  product: Pick<Product, 'price' | 'originalPrice'>,
  variant: ProductVariant | null = null,
): number => originalPriceWithVariant(product, variant) ?? priceWithVariant(product, variant);

/** What follows every MRP the shop states: it includes GST. */
export const MRP_TAX_NOTE = '(incl. of all taxes)';

/** '₹12,999 (incl. of all taxes)': how the shop states an MRP. */
export const mrpAmountText = (mrp: number): string => `${formatRupees(mrp)} ${MRP_TAX_NOTE}`;

/** One line of a product page's declarations. */
export interface Declaration {
  label: string;
  value: string;
}

type DeclaredProduct = ProductDeclarationFields &
  Pick<Product, 'price' | 'originalPrice' | 'dimensions' | 'warranty'>;

/**
 * The declarations a product page shows, for the chosen variant (its MRP moves with the variant's price): country
 * of origin, manufacturer or importer with their address, MRP, net quantity, dimensions and warranty. What the
 * product does not say (one stored before these were asked for) is left out, never guessed.
 */
export const productDeclarations = (
  product: DeclaredProduct,
  variant: ProductVariant | null = null,
): Declaration[] => {
  const maker = [product.manufacturerName, product.manufacturerAddress]
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .join(', ');
  return [
    { label: 'Country of origin', value: product.countryOfOrigin.trim() },
    { label: 'Manufacturer or importer', value: maker },
    { label: 'MRP', value: mrpAmountText(mrpOf(product, variant)) },
    { label: 'Net quantity', value: product.netQuantity.trim() },
    { label: 'Dimensions', value: product.dimensions.trim() },
    { label: 'Warranty', value: product.warranty.trim() },
  ].filter((declaration) => declaration.value !== '');
};

/** The declarations of a stored record: each its text, or '' where it is missing or not text. */
export const storedDeclarations = (stored: Readonly<Record<string, unknown>>): ProductDeclarationFields => {
  const text = (field: DeclarationField): string => {
    const value = stored[field];
    return typeof value === 'string' ? value : '';
  };
  return {
    countryOfOrigin: text('countryOfOrigin'),
    manufacturerName: text('manufacturerName'),
    manufacturerAddress: text('manufacturerAddress'),
    netQuantity: text('netQuantity'),
  };
};
