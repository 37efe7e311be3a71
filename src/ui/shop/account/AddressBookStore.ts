import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  type AddressBook,
  type AddressBookError,
  EMPTY_ADDRESS_BOOK,
  removeAddress,
  saveAddress,
  setDefaultAddress,
  setPhone,
  setWhatsAppUpdates,
} from '../../../domain/checkout/AddressBook';
import { orderMessageFor } from '../../../domain/orders/orderMessages';
import type { ShippingAddress } from '../../../domain/orders/Order';
import type { Result } from '../../../domain/shared/Result';
import type { AddressBookRepository } from '../../../ports/AddressBookRepository';
import type { IdGenerator } from '../../../ports/IdGenerator';
import { IDLE, LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';
import type { NetworkGuard } from '../../shared/stores/NetworkStatusStore';

type Change = (book: AddressBook) => Result<AddressBook, AddressBookError> | AddressBook;

/**
 * The signed-in shopper's phone and saved addresses (profile and checkout). Loaded once per account; each change is
 * decided by the domain, saved whole, and shown only once saved; a failed save keeps the book as it was and says why.
 */
export class AddressBookStore {
  book: AddressBook = EMPTY_ADDRESS_BOOK;
  /** Whose book is loaded (or loading). */
  owner: string | null = null;
  /** The load of the owner's book; a failed save leaves it as it was. */
  state: LoadState = IDLE;
  saving = false;
  /** Why the last change was not saved (null once one is under way or saved). */
  saveError: string | null = null;
  readonly #repository: AddressBookRepository;
  readonly #ids: IdGenerator;
  readonly #network: NetworkGuard;
  #loaded: Promise<void> | null = null;

  constructor(repository: AddressBookRepository, ids: IdGenerator, network: NetworkGuard) {
    this.#repository = repository;
    this.#ids = ids;
    this.#network = network;
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  /** Loads `uid`'s book; a repeated call for the same account returns the load in flight or done. */
  load(uid: string): Promise<void> {
    if (this.owner === uid && this.#loaded) return this.#loaded;
    this.owner = uid;
    this.book = EMPTY_ADDRESS_BOOK;
    this.saveError = null;
    this.state = LOADING;
    const loading = this.#repository.get(uid).then(
      (book) =>
        runInAction(() => {
          if (this.owner !== uid) return;
          this.book = book;
          this.state = LOADED;
        }),
      (error: unknown) => {
        console.error('Loading the address book failed', error);
        runInAction(() => {
          if (this.owner !== uid) return;
          this.state = failed(orderMessageFor('ADDRESS.LOAD_FAILED'));
          this.#loaded = null;
        });
      },
    );
    this.#loaded = loading;
    return loading;
  }

  /** Keeps a validated address (a new one when `id` is null); true once saved. */
  keepAddress(address: ShippingAddress, id: string | null = null, asDefault = false): Promise<boolean> {
    const saved = { ...address, id: id ?? this.#ids.newId() };
    return this.change((book) => saveAddress(book, saved, asDefault));
  }

  removeAddress(id: string): Promise<boolean> {
    return this.change((book) => removeAddress(book, id));
  }

  makeDefault(id: string): Promise<boolean> {
    return this.change((book) => setDefaultAddress(book, id));
  }

  setPhone(input: string): Promise<boolean> {
    return this.change((book) => setPhone(book, input));
  }

  /** Starts or ends WhatsApp updates at the book's number; true once saved. */
  setWhatsAppUpdates(on: boolean): Promise<boolean> {
    return this.change((book) => setWhatsAppUpdates(book, on));
  }

  private async change(apply: Change): Promise<boolean> {
    const owner = this.owner;
    if (!owner || this.saving) return false;
    const outcome = apply(this.book);
    const result = 'ok' in outcome ? outcome : { ok: true as const, value: outcome };
    if (!result.ok) {
      this.saveError =
        result.error.code === 'ADDRESS.BOOK_FULL'
          ? orderMessageFor(result.error.code, { max: result.error.max })
          : orderMessageFor(result.error.code);
      return false;
    }
    if (this.#network.refusesOffline({ error: (message) => (this.saveError = message) })) return false;
    this.saving = true;
    this.saveError = null;
    try {
      await this.#repository.save(owner, result.value);
      runInAction(() => {
        if (this.owner === owner) this.book = result.value;
      });
      return true;
    } catch (error) {
      console.error('Saving the address book failed', error);
      runInAction(() => (this.saveError = orderMessageFor('ADDRESS.SAVE_FAILED')));
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
