import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AddressBook,
  defaultAddress,
  EMPTY_ADDRESS_BOOK,
  MAX_SAVED_ADDRESSES,
  removeAddress,
  saveAddress,
  setDefaultAddress,
  setPhone,
} from '../../src/domain/checkout/AddressBook';
import { ADDRESS } from '../contracts/orders/orderRequests';

const at = (id: string, city = `City ${id}`) => ({ ...ADDRESS, id, city });

describe('AddressBook', () => {
  it('makes the first address the default, and a later one only when asked', () => {
    const one = saveAddress(EMPTY_ADDRESS_BOOK, at('a'));
    if (!one.ok) throw new Error();
    expect(one.value.defaultAddressId).toBe('a');
    const two = saveAddress(one.value, at('b'));
    expect(two.ok && two.value.defaultAddressId).toBe('a');
    const three = saveAddress(one.value, at('b'), true);
    expect(three.ok && defaultAddress(three.value)?.id).toBe('b');
  });

  it('keeps the same address once, and refuses more than the limit', () => {
    const one = saveAddress(EMPTY_ADDRESS_BOOK, at('a', 'Jaipur'));
    if (!one.ok) throw new Error();
    const again = saveAddress(one.value, { ...at('z', ' jaipur ') });
    expect(again.ok && again.value.addresses.map((address) => address.id)).toEqual(['a']);
    let book: AddressBook = EMPTY_ADDRESS_BOOK;
    for (let index = 0; index < MAX_SAVED_ADDRESSES; index++) {
      const next = saveAddress(book, at(`a${index}`));
      if (!next.ok) throw new Error();
      book = next.value;
    }
    expect(saveAddress(book, at('one-more'))).toEqual({
      ok: false,
      error: { code: 'ADDRESS.BOOK_FULL', max: MAX_SAVED_ADDRESSES },
    });
    expect(saveAddress(book, { ...at('a0'), line1: 'Edited' }).ok).toBe(true);
  });

  it('property: after any saves, removals and default changes the default is a kept address, or none when empty', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('save' as const),
        id: fc.constantFrom('a', 'b', 'c', 'd'),
        asDefault: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('remove' as const), id: fc.constantFrom('a', 'b', 'c', 'd') }),
      fc.record({ kind: fc.constant('default' as const), id: fc.constantFrom('a', 'b', 'c', 'd') }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        let book = EMPTY_ADDRESS_BOOK;
        for (const s of steps) {
          if (s.kind === 'save') {
            const saved = saveAddress(book, at(s.id), s.asDefault);
            if (saved.ok) book = saved.value;
          } else if (s.kind === 'remove') book = removeAddress(book, s.id);
          else book = setDefaultAddress(book, s.id);
        }
        expect(book.addresses.length).toBeLessThanOrEqual(MAX_SAVED_ADDRESSES);
        if (book.addresses.length === 0) expect(book.defaultAddressId).toBeNull();
        else expect(book.addresses.map((address) => address.id)).toContain(book.defaultAddressId);
      }),
    );
  });

  it('keeps a phone as 10 digits, forgets an empty one, refuses anything else', () => {
    expect(setPhone(EMPTY_ADDRESS_BOOK, '+91 98765 43210')).toEqual({
      ok: true,
      value: { ...EMPTY_ADDRESS_BOOK, phone: '9876543210' },
    });
    expect(setPhone({ ...EMPTY_ADDRESS_BOOK, phone: '9876543210' }, ' ')).toEqual({
      ok: true,
      value: EMPTY_ADDRESS_BOOK,
    });
    expect(setPhone(EMPTY_ADDRESS_BOOK, '12345')).toEqual({
      ok: false,
      error: { code: 'ADDRESS.PHONE_INVALID' },
    });
  });
});
