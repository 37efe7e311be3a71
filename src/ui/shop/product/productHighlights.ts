import { assemblyText } from '../../../domain/catalogue/Assembly';
import type { Product } from '../../../domain/catalogue/Product';

/** "Mango wood" reads "mango wood" mid-sentence; "BWP plywood" keeps its capitals. */
const midSentence = (text: string): string =>
  /^[A-Z][a-z]/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;

/**
 * The short facts under a product's price. Whatever they say about the product comes from its own data (its
 * material, warranty and assembly, left out when it says none); only the return window is the shop's policy (its
 * setting, left out when the shop takes no returns).
 */
export const productHighlights = (
  product: Pick<Product, 'material' | 'warranty' | 'assemblyCharge'>,
  returnDays: number,
): string[] => {
  const material = product.material.trim();
  const warranty = product.warranty.trim();
  const assembly = assemblyText(product.assemblyCharge);
  return [
    ...(material ? [`Made from ${midSentence(material)}`] : []),
    ...(warranty ? [`${warranty} warranty`] : []),
    ...(assembly ? [assembly] : []),
    ...(returnDays > 0 ? [`${returnDays}-day returns`] : []),
  ];
};
