import { doc, type Firestore, getDoc } from 'firebase/firestore';
import { fromProductDocument } from '../../../../src/adapters/firestore/productDocument';

/** A product's stock as stored, read past the rules (NaN when it has none). */
export const storedStockOf = async (owner: Firestore, id: string): Promise<number> => {
  const stock: unknown = (await getDoc(doc(owner, 'products', id))).get('stock');
  return typeof stock === 'number' ? stock : Number.NaN;
};

/** The stock of each of a product's variants as stored, by variant id. */
export const storedVariantStockOf = async (owner: Firestore, id: string): Promise<Record<string, number>> => {
  const snapshot = await getDoc(doc(owner, 'products', id));
  const variants = fromProductDocument(id, snapshot.data() ?? {}).variants;
  return Object.fromEntries(variants.map((variant) => [variant.id, variant.stock]));
};
