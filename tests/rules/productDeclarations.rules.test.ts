import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { DECLARATION_FIELDS } from '../../src/domain/catalogue/ProductDeclarations';
import { productDocument, seedShop, stored } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';
import { loggedSet, loggedUpdate } from './support/logged';

const { env, as } = await rulesTestEnvironment('demo-rules-declarations');

/** A product stored before its declarations were asked for: none of the four keys. */
const withoutDeclarations = (id: string): DocumentData => {
  const document = productDocument(id);
  for (const field of DECLARATION_FIELDS) delete document[field];
  return document;
};

beforeEach(() =>
  seedShop(env, {
    'products/older': withoutDeclarations('older'),
    'products/declared': productDocument('declared'),
  }),
);

describe('product declarations on a new product', () => {
  it('denies a product without a country of origin; allows its twin that names one', async () => {
    await assertFails(loggedSet(as.manager, 'products/new1', withoutDeclarations('new1')));
    const noCountry = productDocument('new1');
    delete noCountry['countryOfOrigin'];
    await assertFails(loggedSet(as.manager, 'products/new1', noCountry));
    await assertSucceeds(loggedSet(as.manager, 'products/new1', productDocument('new1')));
  });

  it('denies an empty declaration; allows the same product with every one filled in', async () => {
    for (const field of DECLARATION_FIELDS)
      await assertFails(loggedSet(as.manager, 'products/new2', productDocument('new2', { [field]: '' })));
    await assertSucceeds(
      loggedSet(as.manager, 'products/new2', productDocument('new2', { netQuantity: '1 set of 3' })),
    );
  });

  it('denies a declaration that is not text; allows it as text', async () => {
    await assertFails(
      loggedSet(as.manager, 'products/new3', { ...productDocument('new3'), countryOfOrigin: 91 }),
    );
    await assertFails(
      loggedSet(as.manager, 'products/new3', { ...productDocument('new3'), netQuantity: ['1 N'] }),
    );
    await assertSucceeds(
      loggedSet(as.manager, 'products/new3', { ...productDocument('new3'), countryOfOrigin: '91' }),
    );
  });

  it('denies oversized declarations; allows each at its largest, an address over two lines too', async () => {
    const largest = {
      countryOfOrigin: 'c'.repeat(100),
      manufacturerName: 'm'.repeat(200),
      netQuantity: `1 ${'n'.repeat(98)}`,
      manufacturerAddress: `${'a'.repeat(300)}\n${'b'.repeat(199)}`,
    };
    for (const [field, value] of Object.entries(largest))
      await assertFails(
        loggedSet(as.manager, 'products/new4', productDocument('new4', { [field]: `${value}x` })),
      );
    await assertSucceeds(loggedSet(as.manager, 'products/new4', productDocument('new4', largest)));
  });

  it('denies a warranty longer than the product form allows; allows one at its largest', async () => {
    await assertFails(
      loggedSet(as.manager, 'products/new6', productDocument('new6', { warranty: 'w'.repeat(201) })),
    );
    await assertSucceeds(
      loggedSet(as.manager, 'products/new6', productDocument('new6', { warranty: 'w'.repeat(200) })),
    );
  });

  it('lets no shopper create a product, declarations or not', async () => {
    await assertFails(loggedSet(as.shopper, 'products/new5', productDocument('new5')));
  });
});

describe('product declarations on a saved product', () => {
  it('lets staff save an older product without declarations (a bulk price change); denies a declaration that is not text', async () => {
    await assertSucceeds(loggedUpdate(as.manager, 'products/older', { price: 9000 }));
    expect((await stored(env, 'products/older'))?.['price']).toBe(9000);
    await assertFails(loggedUpdate(as.manager, 'products/older', { countryOfOrigin: true }));
    await assertSucceeds(loggedUpdate(as.manager, 'products/older', { countryOfOrigin: 'India' }));
  });

  it('denies an oversized declaration on a saved product; allows one within its size', async () => {
    await assertFails(loggedUpdate(as.manager, 'products/declared', { manufacturerName: 'm'.repeat(201) }));
    await assertSucceeds(
      loggedUpdate(as.manager, 'products/declared', { manufacturerName: 'Teak Imports Pvt Ltd (importer)' }),
    );
  });

  it('denies a support member changing a declaration; allows a manager', async () => {
    await assertFails(loggedUpdate(as.support, 'products/declared', { countryOfOrigin: 'Nowhere' }));
    await assertSucceeds(loggedUpdate(as.manager, 'products/declared', { countryOfOrigin: 'Indonesia' }));
  });
});
