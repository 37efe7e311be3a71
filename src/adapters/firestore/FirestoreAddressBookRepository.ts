import { deleteDoc, doc, type Firestore, getDoc, setDoc } from 'firebase/firestore';
import { type AddressBook, readAddressBook } from '../../domain/checkout/AddressBook';
import type { AddressBookRepository } from '../../ports/AddressBookRepository';
import { ADDRESS_BOOKS } from './collections';
import { guarded } from './firestoreErrors';

/** `addressBooks/{uid}`: the owner's phone and saved addresses (firestore.rules let only the owner write it). */
export class FirestoreAddressBookRepository implements AddressBookRepository {
  constructor(private readonly db: Firestore) {}

  async get(uid: string): Promise<AddressBook> {
    return guarded(async () => readAddressBook((await getDoc(doc(this.db, ADDRESS_BOOKS, uid))).data()));
  }

  async save(uid: string, book: AddressBook): Promise<void> {
    await guarded(() =>
      setDoc(doc(this.db, ADDRESS_BOOKS, uid), {
        phone: book.phone,
        addresses: book.addresses.map((address) => ({ ...address })),
        defaultAddressId: book.defaultAddressId,
        whatsappUpdates: book.whatsappUpdates,
      }),
    );
  }

  async remove(uid: string): Promise<void> {
    await guarded(() => deleteDoc(doc(this.db, ADDRESS_BOOKS, uid)));
  }
}
