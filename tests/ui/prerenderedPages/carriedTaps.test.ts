import { describe, expect, it } from 'vitest';
import { doCarriedTaps, takeCarriedTaps } from '../../../src/ui/app/carriedTaps';
import { CARRIED_TAPS_KEY, carryAttribute } from '../../../src/ui/app/prerenderedPage';
import { InMemoryKeyValueStorage } from '../../../src/adapters/memory/InMemoryKeyValueStorage';
import { freshTestAppEachTest } from '../helpers/testApp';
import { storeProduct } from '../account/checkoutHelpers';

const carried = (text: string): InMemoryKeyValueStorage => {
  const storage = new InMemoryKeyValueStorage();
  storage.setItem(CARRIED_TAPS_KEY, text);
  return storage;
};

describe('taps carried from a prerendered page the shopper left before the app had it', () => {
  it('are taken once: the next page finds none', () => {
    const storage = carried(`[${carryAttribute({ addToCart: 'sofa1' })}]`);
    expect(takeCarriedTaps(storage)).toEqual([{ addToCart: 'sofa1' }]);
    expect(takeCarriedTaps(storage)).toEqual([]);
  });

  it('are none when what is stored is corrupt or of another shape', () => {
    expect(takeCarriedTaps(carried('{not json'))).toEqual([]);
    expect(takeCarriedTaps(carried('{"addToCart":"sofa1"}'))).toEqual([]);
    expect(takeCarriedTaps(carried('[{"addToCart":7},{"other":"x"},{"addToCart":"sofa2"}]'))).toEqual([
      { addToCart: 'sofa2' },
    ]);
  });

  const app = freshTestAppEachTest();

  it("put a product still for sale into the cart, and nothing that can no longer be added as the card's tap would", async () => {
    const forSale = await storeProduct(app, { name: 'Bikaner Stool', price: 3000, stock: 4 });
    const soldOut = await storeProduct(app, { name: 'Pali Bench', price: 5000, stock: 0 });
    const storage = carried(
      JSON.stringify([
        { addToCart: forSale.id },
        { addToCart: soldOut.id },
        { addToCart: 'no-such-product' },
      ]),
    );
    await doCarriedTaps(app.stores, storage);
    expect(app.stores.cart.items.map((item) => [item.id, item.quantity])).toEqual([[forSale.id, 1]]);
  });
});
