import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPARE_MOST,
  compareListFromQuery,
  compareQuery,
  storedCompareList,
  toggleCompared,
} from '../../src/domain/storefront/CompareList';
import { allAgree, compareRows } from '../../src/domain/storefront/CompareRows';
import { testProduct } from '../contracts/support/testProduct';

const ids = fc.constantFrom(...'abcdefgh'.split(''));

/** The list after tapping Compare on each of `taps` in turn, with what each tap did. */
const tapped = (taps: readonly string[]) =>
  taps.reduce<{ list: string[]; outcomes: string[] }>(
    ({ list, outcomes }, id) => {
      const next = toggleCompared(list, id);
      return { list: next.list, outcomes: [...outcomes, next.outcome] };
    },
    { list: [], outcomes: [] },
  );

describe('CompareList', () => {
  it('property: never more than four, each once, in the order marked; a full list refuses and keeps its four', () => {
    fc.assert(
      fc.property(fc.array(ids, { maxLength: 60 }), (taps) => {
        let list: string[] = [];
        for (const id of taps) {
          const before = list;
          const { list: after, outcome } = toggleCompared(before, id);
          expect(after.length).toBeLessThanOrEqual(COMPARE_MOST);
          expect(new Set(after).size).toBe(after.length);
          if (outcome === 'full') {
            expect(before).toHaveLength(COMPARE_MOST);
            expect(before).not.toContain(id);
            expect(after).toEqual(before);
          } else if (outcome === 'added') expect(after).toEqual([...before, id]);
          else expect(after).toEqual(before.filter((kept) => kept !== id));
          list = after;
        }
      }),
    );
  });

  it('property: toggling a product twice changes nothing (one taken out and put back goes last)', () => {
    fc.assert(
      fc.property(fc.array(ids, { maxLength: 30 }), ids, (taps, id) => {
        const { list } = tapped(taps);
        const once = toggleCompared(list, id);
        const twice = toggleCompared(once.list, id);
        if (list.includes(id)) {
          expect(twice.list).toEqual([...list.filter((kept) => kept !== id), id]);
          expect(new Set(twice.list)).toEqual(new Set(list));
        } else expect(twice.list).toEqual(list);
      }),
    );
  });

  it('property: what a device stored reads back as it was, and anything else as a valid list', () => {
    fc.assert(
      fc.property(fc.array(ids, { maxLength: 30 }), fc.string(), fc.jsonValue(), (taps, text, json) => {
        const { list } = tapped(taps);
        expect(storedCompareList(JSON.stringify(list))).toEqual(list);
        for (const raw of [text, JSON.stringify(json)]) {
          const read = storedCompareList(raw);
          expect(read.length).toBeLessThanOrEqual(COMPARE_MOST);
          expect(new Set(read).size).toBe(read.length);
          expect(read.every((id) => typeof id === 'string' && id.trim() !== '')).toBe(true);
        }
      }),
    );
  });

  it('reads nothing from a value the device cannot read, and at most four of a longer list', () => {
    for (const raw of [null, '', '{', '{"ids":["a"]}', '"a"', 'null', '[1,2]'])
      expect(storedCompareList(raw)).toEqual([]);
    expect(storedCompareList(JSON.stringify(['b', 'a', 'b', 7, ' ', 'c', 'd', 'e']))).toEqual([
      'b',
      'a',
      'c',
      'd',
    ]);
  });

  it('property: an address names the list, and reads back the same', () => {
    fc.assert(
      fc.property(fc.array(ids, { maxLength: 30 }), (taps) => {
        const { list } = tapped(taps);
        const query = new URLSearchParams(compareQuery(list));
        expect(compareListFromQuery(query.get('ids'))).toEqual(list);
      }),
    );
    expect(compareQuery(['a1', 'b2'])).toBe('?ids=a1,b2');
    expect(compareListFromQuery('a,,b,a, c,d,e')).toEqual(['a', 'b', 'c', 'd']);
    expect(compareListFromQuery(null)).toEqual([]);
  });
});

describe('compareRows', () => {
  it('shows a fact only where some product says it, and the assembly where some product states one', () => {
    const plain = testProduct('a', { material: '', dimensions: '', warranty: '' });
    const bed = testProduct('b', {
      material: 'Sheesham wood',
      dimensions: '',
      warranty: '',
      assemblyCharge: 0,
      variants: [
        { id: 'q', size: 'Queen', color: 'Walnut', priceModifier: 0, sku: 'Q', images: [], stock: 1 },
        { id: 'k', size: 'King', color: 'Walnut', priceModifier: 0, sku: 'K', images: [], stock: 1 },
      ],
    });
    const rows = compareRows([plain, bed]);
    expect(rows.map((row) => [row.label, row.values])).toEqual([
      ['Material', ['', 'Sheesham wood']],
      ['Sizes', ['', 'Queen, King']],
      ['Colours', ['', 'Walnut']],
      ['Assembly', ['Needs no assembly', 'Free assembly by our team']],
    ]);
    expect(compareRows([plain, plain])).toEqual([]);
  });

  it('counts a row as agreeing only among two or more products saying the same', () => {
    expect(allAgree(['3 years', '3 years'])).toBe(true);
    expect(allAgree(['3 years', '1 year'])).toBe(false);
    expect(allAgree(['3 years'])).toBe(false);
  });
});
