import { describe, expect, it } from 'vitest';
import {
  type AddressBook,
  EMPTY_ADDRESS_BOOK,
  removeAddress,
  saveAddress,
} from '../../src/domain/checkout/AddressBook';
import type { AddressBookRepository } from '../../src/ports/AddressBookRepository';
import { ADDRESS } from './orders/orderRequests';
import { type Harness, useHarness } from './support/harness';

/** The repository as account OWNER, the one whose book every case reads and writes. */
export type AddressBookRepositoryHarness = Harness<AddressBookRepository>;
export const OWNER = 'asha';

const book = (): AddressBook => {
  const home = saveAddress(EMPTY_ADDRESS_BOOK, { ...ADDRESS, id: 'home' });
  if (!home.ok) throw new Error(home.error.code);
  const office = saveAddress(
    home.value,
    { ...ADDRESS, id: 'office', line1: '5 Residency Road', city: 'Pune' },
    true,
  );
  if (!office.ok) throw new Error(office.error.code);
  return { ...office.value, phone: '9876501234' };
};

/** The AddressBookRepository contract (src/ports/AddressBookRepository.ts), run against every adapter. */
export const describeAddressBookRepositoryContract = (
  name: string,
  makeAdapter: () => Promise<AddressBookRepositoryHarness>,
): void => {
  describe(`AddressBookRepository contract: ${name}`, () => {
    const harness = useHarness(makeAdapter, async ({ repository }) => {
      expect(await repository.get(OWNER)).toEqual(EMPTY_ADDRESS_BOOK);
    });

    it('gives back the phone, the addresses in order and the default as saved', async () => {
      const { repository } = harness();
      await repository.save(OWNER, book());
      expect(await repository.get(OWNER)).toEqual(book());
    });

    it('replaces the whole book on save: a removed address stays removed, the default moves on', async () => {
      const { repository } = harness();
      await repository.save(OWNER, book());
      await repository.save(OWNER, removeAddress(book(), 'office'));
      expect(await repository.get(OWNER)).toEqual({
        phone: '9876501234',
        addresses: [{ ...ADDRESS, id: 'home' }],
        defaultAddressId: 'home',
        whatsappUpdates: false,
      });
    });

    it("keeps the shopper's consent to WhatsApp updates, and its end", async () => {
      const { repository } = harness();
      await repository.save(OWNER, { ...book(), whatsappUpdates: true });
      expect(await repository.get(OWNER)).toEqual({ ...book(), whatsappUpdates: true });
      await repository.save(OWNER, book());
      expect((await repository.get(OWNER)).whatsappUpdates).toBe(false);
    });

    it('removes the whole book, phone and all, once; removing none is no error', async () => {
      const { repository } = harness();
      await repository.save(OWNER, book());
      await repository.remove(OWNER);
      expect(await repository.get(OWNER)).toEqual(EMPTY_ADDRESS_BOOK);
      await repository.remove(OWNER);
      expect(await repository.get(OWNER)).toEqual(EMPTY_ADDRESS_BOOK);
    });
  });
};
