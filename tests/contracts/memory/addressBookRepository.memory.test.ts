import { describe, expect, it } from 'vitest';
import {
  ADDRESS_BOOKS,
  InMemoryAddressBookRepository,
} from '../../../src/adapters/memory/InMemoryAddressBookRepository';
import { MemoryDatabase } from '../../../src/adapters/memory/MemoryDatabase';
import { describeAddressBookRepositoryContract, OWNER } from '../addressBookRepository.contract';

describeAddressBookRepositoryContract('memory', async () => ({
  repository: new InMemoryAddressBookRepository(new MemoryDatabase()),
}));

describe('InMemoryAddressBookRepository (memory only)', () => {
  it('reads a malformed stored book without throwing, keeping what is readable', async () => {
    const db = new MemoryDatabase();
    db.set(ADDRESS_BOOKS, OWNER, {
      phone: 42,
      addresses: ['junk', { id: 'a1', name: 'Asha', city: 'Jaipur' }, { name: 'no id' }],
      defaultAddressId: 'gone',
      whatsappUpdates: true,
    });
    expect(await new InMemoryAddressBookRepository(db).get(OWNER)).toEqual({
      phone: '',
      addresses: [
        { id: 'a1', name: 'Asha', phone: '', line1: '', line2: '', city: 'Jaipur', state: '', pincode: '' },
      ],
      defaultAddressId: 'a1',
      // Consent to WhatsApp at no number is none.
      whatsappUpdates: false,
    });
  });
});
