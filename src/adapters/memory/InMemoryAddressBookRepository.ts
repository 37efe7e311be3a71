import { type AddressBook, readAddressBook } from '../../domain/checkout/AddressBook';
import type { AddressBookRepository } from '../../ports/AddressBookRepository';
import type { MemoryDatabase } from './MemoryDatabase';

export const ADDRESS_BOOKS = 'addressBooks';

/** Address books in the `addressBooks` collection of the memory database, keyed by user id. */
export class InMemoryAddressBookRepository implements AddressBookRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async get(uid: string): Promise<AddressBook> {
    return readAddressBook(this.db.get(ADDRESS_BOOKS, uid));
  }

  async save(uid: string, book: AddressBook): Promise<void> {
    this.db.set(ADDRESS_BOOKS, uid, {
      phone: book.phone,
      addresses: book.addresses.map((address) => ({ ...address })),
      defaultAddressId: book.defaultAddressId,
      whatsappUpdates: book.whatsappUpdates,
    });
  }

  async remove(uid: string): Promise<void> {
    this.db.delete(ADDRESS_BOOKS, uid);
  }
}
