import { testProduct } from '../support/testProduct';

/** A chair, and a sofa in two sizes, with more units than any case orders. */
export const stockedChair = testProduct('chair', { name: 'Jodhpur Chair', price: 4000, stock: 30 });
export const stockedSofa = testProduct('sofa', {
  name: 'Udaipur Sofa',
  price: 30000,
  stock: 30,
  variants: [
    { id: 'v2', size: '2 seater', priceModifier: 0, sku: 'SOFA-2', images: [], stock: 15 },
    { id: 'v3', size: '3 seater', priceModifier: 6000, sku: 'SOFA-3', images: [], stock: 15 },
  ],
});
