import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchesShortOrderId, SHORT_ID_ALPHABET, shortOrderId } from '../../src/domain/orders/ShortOrderId';

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.split('');
const orderId = fc
  .array(fc.constantFrom(...ID_CHARS), { minLength: 20, maxLength: 20 })
  .map((c) => c.join(''));

describe('short order ids', () => {
  it('property: two groups of four characters a person can read out, never 0, O, 1, I, l or L', () => {
    fc.assert(
      fc.property(orderId, (id) => {
        const short = shortOrderId(id);
        expect(short).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
        expect(short).not.toMatch(/[0O1IlLU]/);
        expect(shortOrderId(id)).toBe(short);
      }),
    );
    expect(SHORT_ID_ALPHABET).not.toMatch(/[0O1IlLU]/);
  });

  it('tells apart ids that differ only in an ambiguous or last character', () => {
    const base = 'AbCdEfGhIjKlMnOpQr0O';
    expect(shortOrderId(base)).not.toBe(shortOrderId('AbCdEfGhIjKlMnOpQrO0'));
    expect(shortOrderId(base)).not.toBe(shortOrderId('AbCdEfGhIjKlMnOpQr01'));
    const shorts = new Set(Array.from({ length: 5000 }, (_, index) => shortOrderId(`order${index}`)));
    expect(shorts.size).toBe(5000);
  });

  it('finds an order by its short id however it is typed, and nothing by an empty query', () => {
    fc.assert(
      fc.property(orderId, (id) => {
        const short = shortOrderId(id);
        expect(matchesShortOrderId(id, short)).toBe(true);
        expect(matchesShortOrderId(id, `#${short.toLowerCase()}`)).toBe(true);
        expect(matchesShortOrderId(id, short.replace('-', ' '))).toBe(true);
        expect(matchesShortOrderId(id, short.slice(5))).toBe(true);
        expect(matchesShortOrderId(id, ' # ')).toBe(false);
      }),
    );
  });
});
