import type { Product } from '../catalogue/Product';
import { assemblyText } from '../catalogue/Assembly';
import { COMPARE_ROW_LABELS, NO_ASSEMBLY_NEEDED } from './compareMessages';

/** A row of the comparison: a fact of each product in the order compared, '' where a product does not say. */
export interface CompareRow {
  key: 'dimensions' | 'material' | 'sizes' | 'colours' | 'warranty' | 'assembly';
  label: string;
  values: string[];
}

/** The distinct non-blank values of `values`, in order, as one text. */
const distinct = (values: readonly (string | undefined)[]): string =>
  [...new Set(values.map((value) => value?.trim() ?? '').filter((value) => value !== ''))].join(', ');

/**
 * The product facts the comparison shows beside price and rating, each from the product's own data: a row only where
 * at least one product says it. Sizes (a sofa's seats, a bed's size) and colours are the options the product is made
 * in; assembly says what Assembly says of its charge, and that none is needed where the product has none.
 */
export const compareRows = (products: readonly Product[]): CompareRow[] => {
  const rows: CompareRow[] = [
    {
      key: 'dimensions',
      label: COMPARE_ROW_LABELS.dimensions,
      values: products.map((p) => p.dimensions.trim()),
    },
    { key: 'material', label: COMPARE_ROW_LABELS.material, values: products.map((p) => p.material.trim()) },
    {
      key: 'sizes',
      label: COMPARE_ROW_LABELS.sizes,
      values: products.map((p) => distinct(p.variants.map((variant) => variant.size))),
    },
    {
      key: 'colours',
      label: COMPARE_ROW_LABELS.colours,
      values: products.map((p) => distinct(p.variants.map((variant) => variant.color))),
    },
    { key: 'warranty', label: COMPARE_ROW_LABELS.warranty, values: products.map((p) => p.warranty.trim()) },
  ];
  const withAssembly = products.some((product) => product.assemblyCharge !== undefined);
  const assembly: CompareRow[] = withAssembly
    ? [
        {
          key: 'assembly',
          label: COMPARE_ROW_LABELS.assembly,
          values: products.map((p) => assemblyText(p.assemblyCharge) ?? NO_ASSEMBLY_NEEDED),
        },
      ]
    : [];
  return [...rows.filter((row) => row.values.some((value) => value !== '')), ...assembly];
};

/** Every product of two or more says the same: a row the shopper may hide. */
export const allAgree = (values: readonly string[]): boolean =>
  values.length > 1 && values.every((value) => value === values[0]);
