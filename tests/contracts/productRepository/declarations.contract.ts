import { expect, it } from 'vitest';
import { productInputOf, testProduct } from '../support/testProduct';
import type { HarnessRef } from './harness';

const DECLARED = {
  countryOfOrigin: 'Indonesia',
  manufacturerName: 'Teak Imports Pvt Ltd (importer)',
  manufacturerAddress: '5 Dock Road\nChennai 600001 — चेन्नई',
  netQuantity: '1 set of 3',
};
const UNDECLARED = { countryOfOrigin: '', manufacturerName: '', manufacturerAddress: '', netQuantity: '' };

/** The Legal Metrology declarations (ProductDeclarations) travel through every adapter as written. */
export const declarationContract = (harness: HarnessRef): void => {
  it('stores the declarations of a new product and of an update, and reads them back as written', async () => {
    const { products } = harness();
    const created = await products.create(
      productInputOf(testProduct('nest', { slug: 'nest-of-tables', ...DECLARED })),
    );
    expect(created).toMatchObject(DECLARED);
    expect(await products.getById(created.id)).toMatchObject(DECLARED);
    expect(await products.getBySlug('nest-of-tables')).toMatchObject(DECLARED);
    const updated = await products.update(created.id, { countryOfOrigin: 'India', netQuantity: '1 N' });
    expect(updated).toMatchObject({ ...DECLARED, countryOfOrigin: 'India', netQuantity: '1 N' });
    expect(await products.getById(created.id)).toEqual(updated);
  });

  it('opens a product stored before declarations were asked for with none invented, and saves it as it is', async () => {
    const { products } = harness();
    const older = testProduct('older000000000000001', { ...UNDECLARED });
    await harness().seed([older]);
    expect(await products.getById(older.id)).toMatchObject(UNDECLARED);
    // A bulk edit names no declaration: the older product takes it as it is.
    const repriced = await products.update(older.id, { price: 3999 });
    expect(repriced).toMatchObject({ ...UNDECLARED, price: 3999 });
    const declared = await products.update(older.id, DECLARED);
    expect(await products.getById(older.id)).toEqual(declared);
    expect(declared).toMatchObject(DECLARED);
  });
};
