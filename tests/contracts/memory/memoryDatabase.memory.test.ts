import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { MemoryDatabase, type Snapshot } from '../../../src/adapters/memory/MemoryDatabase';

type Write =
  | { kind: 'set'; collection: string; id: string; value: number }
  | { kind: 'delete'; collection: string; id: string };

const collection = fc.constantFrom('products', 'orders');
const id = fc.constantFrom('a', 'b', 'c', 'd');
const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), collection, id, value: fc.integer({ min: 0, max: 9 }) }),
  fc.record({ kind: fc.constant('delete' as const), collection, id }),
);
const writes = fc.array(write, { maxLength: 12 });

const apply = (db: MemoryDatabase, list: readonly Write[]): void => {
  for (const step of list) {
    if (step.kind === 'set')
      db.set(step.collection, step.id, { value: step.value, nested: { value: step.value } });
    else db.delete(step.collection, step.id);
  }
};

const startingWith = (list: readonly Write[]): MemoryDatabase => {
  const db = new MemoryDatabase();
  apply(db, list);
  return db;
};

/** The documents, without the empty collections a delete of a missing document may leave behind. */
const contents = (db: MemoryDatabase): Snapshot =>
  Object.fromEntries(
    Object.entries(db.snapshot()).filter(([, documents]) => Object.keys(documents).length > 0),
  );

const failing = new Error('the transaction fails');

describe('MemoryDatabase transactions', () => {
  it('a failed transaction leaves every document as it was', () => {
    fc.assert(
      fc.property(writes, writes, (before, inside) => {
        const db = startingWith(before);
        const expected = contents(db);
        expect(() =>
          db.transaction(() => {
            apply(db, inside);
            throw failing;
          }),
        ).toThrow(failing);
        expect(contents(db)).toEqual(expected);
      }),
    );
  });

  it('a failed nested transaction rolls back its own writes only; a failing outer one rolls back both', () => {
    fc.assert(
      fc.property(writes, writes, writes, writes, (before, first, nested, after) => {
        const db = startingWith(before);
        const untouched = contents(db);
        db.transaction(() => {
          apply(db, first);
          expect(() =>
            db.transaction(() => {
              apply(db, nested);
              throw failing;
            }),
          ).toThrow(failing);
          apply(db, after);
        });
        expect(contents(db)).toEqual(contents(startingWith([...before, ...first, ...after])));

        const again = startingWith(before);
        expect(() =>
          again.transaction(() => {
            apply(again, first);
            again.transaction(() => apply(again, nested));
            throw failing;
          }),
        ).toThrow(failing);
        expect(contents(again)).toEqual(untouched);
      }),
    );
  });

  it('a failed transaction drops the views built on what it wrote', () => {
    const db = startingWith([{ kind: 'set', collection: 'products', id: 'a', value: 1 }]);
    const total = () =>
      db.derived<{ value: number }, number>('products', 'total', (documents) =>
        documents.reduce((sum, document) => sum + document.value, 0),
      );
    expect(() =>
      db.transaction(() => {
        db.set('products', 'b', { value: 5 });
        expect(total()).toBe(6);
        throw failing;
      }),
    ).toThrow(failing);
    expect(total()).toBe(1);
  });

  it('adopt takes documents as they are; snapshot and restore copy them', () => {
    const db = new MemoryDatabase();
    const handedOver: Snapshot = { products: { a: { value: 1 } } };
    db.adopt(handedOver, false);
    expect(db.uncopiedSnapshot().products?.a).toBe(handedOver.products?.a);

    const copy = db.snapshot();
    expect(copy).toEqual(handedOver);
    expect(copy.products?.a).not.toBe(handedOver.products?.a);

    const kept: Snapshot = { products: { a: { value: 2 } } };
    db.restore(kept, false);
    kept.products!.a!.value = 3;
    expect(db.peek('products', 'a')).toEqual({ value: 2 });
  });

  it('makes a collection made later on its first use, once, as if it had always held those documents', () => {
    const make = vi.fn(() => ({ a: { value: 1 }, b: { value: 2 } }));
    const db = new MemoryDatabase({ products: { p: { value: 0 } } });
    const heard: string[] = [];
    db.onChange((collection) => heard.push(collection));
    db.makeLater('reviews', make);
    expect(heard).toEqual(['reviews']);
    expect(db.peek('products', 'p')).toEqual({ value: 0 });
    expect(make).not.toHaveBeenCalled();

    expect(db.query('reviews', { orderBy: (x: { value: number }, y) => y.value - x.value })).toEqual([
      { value: 2 },
      { value: 1 },
    ]);
    db.set('reviews', 'c', { value: 3 });
    expect(db.scan('reviews')).toHaveLength(3);
    expect(make).toHaveBeenCalledTimes(1);
    expect(heard).toEqual(['reviews', 'reviews']);
    expect(() => db.transaction(() => db.makeLater('reviews', make))).toThrow();
  });

  it('a snapshot makes what is made later; takeOver hands it over unmade and empties the other', () => {
    const make = vi.fn(() => ({ a: { value: 1 } }));
    const seed = new MemoryDatabase({ products: { p: { value: 0 } } });
    seed.makeLater('reviews', make);
    const db = new MemoryDatabase({ orders: { o: { value: 9 } } });
    const heard: string[] = [];
    db.onChange((collection) => heard.push(collection));
    db.takeOver(seed);
    expect(new Set(heard)).toEqual(new Set(['orders', 'products', 'reviews']));
    expect(make).not.toHaveBeenCalled();
    expect(seed.uncopiedSnapshot()).toEqual({});

    expect(db.uncopiedSnapshot()).toEqual({ products: { p: { value: 0 } }, reviews: { a: { value: 1 } } });
    expect(make).toHaveBeenCalledTimes(1);
  });
});
