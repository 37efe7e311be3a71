import type { AddressBook } from '../domain/checkout/AddressBook';

/** Each account's AddressBook, read and written by its owner only. */
export interface AddressBookRepository {
  /** The owner's address book; EMPTY_ADDRESS_BOOK when none was saved. Unreadable entries are left out. */
  get(uid: string): Promise<AddressBook>;
  /** Replaces the owner's address book. Throws RepositoryError on a failed write. */
  save(uid: string, book: AddressBook): Promise<void>;
  /** The owner deletes their address book and phone (their account's deletion); nothing happens when none is kept. */
  remove(uid: string): Promise<void>;
}
