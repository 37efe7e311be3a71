import type { ShippingAddress } from '../orders/Order';
import { fail, ok, type Result } from '../shared/Result';
import { normalizeIndianMobile } from './ShippingAddressValidation';

/** An address the shopper kept on their profile, named by an id of its own. */
export interface SavedAddress extends ShippingAddress {
  id: string;
}

/** The shopper's phone number and saved addresses, offered at checkout (the default one first). */
export interface AddressBook {
  /** 10 digits, or '' when none is kept. */
  phone: string;
  addresses: SavedAddress[];
  defaultAddressId: string | null;
  /** The shopper's consent to get their order updates on WhatsApp at `phone` (docs/behaviour.md#messages). */
  whatsappUpdates: boolean;
}

/** The most addresses one account keeps: firestore.rules check each one, and 3 is what fits in their budget. */
export const MAX_SAVED_ADDRESSES = 3;

export const EMPTY_ADDRESS_BOOK: AddressBook = {
  phone: '',
  addresses: [],
  defaultAddressId: null,
  whatsappUpdates: false,
};

export type AddressBookError =
  | { code: 'ADDRESS.BOOK_FULL'; max: number }
  | { code: 'ADDRESS.PHONE_INVALID' }
  | { code: 'ADDRESS.WHATSAPP_NEEDS_PHONE' };

const sameAddress = (a: ShippingAddress, b: ShippingAddress): boolean =>
  (['name', 'phone', 'line1', 'line2', 'city', 'state', 'pincode'] as const).every(
    (field) => a[field].trim().toLowerCase() === b[field].trim().toLowerCase(),
  );

/** The kept address that `address` is (as typed or as stored); null when it is none of them. */
export const matchingAddress = (book: AddressBook, address: ShippingAddress): SavedAddress | null =>
  book.addresses.find((saved) => sameAddress(saved, address)) ?? null;

/** The address the checkout starts from: the default one, else the first; null when none is kept. */
export const defaultAddress = (book: AddressBook): SavedAddress | null =>
  book.addresses.find((address) => address.id === book.defaultAddressId) ?? book.addresses[0] ?? null;

/**
 * Keeps `address` (a validated ShippingAddress): replaces the one with its id, or adds it unless the same address
 * is already kept. The first address, or one saved `asDefault`, becomes the default.
 */
export const saveAddress = (
  book: AddressBook,
  address: SavedAddress,
  asDefault = false,
): Result<AddressBook, AddressBookError> => {
  const known = book.addresses.some((saved) => saved.id === address.id);
  const duplicate = !known && book.addresses.find((saved) => sameAddress(saved, address));
  if (duplicate) {
    return ok(asDefault ? { ...book, defaultAddressId: duplicate.id } : book);
  }
  if (!known && book.addresses.length >= MAX_SAVED_ADDRESSES) {
    return fail({ code: 'ADDRESS.BOOK_FULL', max: MAX_SAVED_ADDRESSES });
  }
  const addresses = known
    ? book.addresses.map((saved) => (saved.id === address.id ? { ...address } : saved))
    : [...book.addresses, { ...address }];
  const defaultAddressId = asDefault || book.defaultAddressId === null ? address.id : book.defaultAddressId;
  return ok({ ...book, addresses, defaultAddressId });
};

/** Forgets an address; when it was the default, the first remaining one becomes the default. */
export const removeAddress = (book: AddressBook, id: string): AddressBook => {
  const addresses = book.addresses.filter((address) => address.id !== id);
  const defaultAddressId =
    book.defaultAddressId === id || book.defaultAddressId === null
      ? (addresses[0]?.id ?? null)
      : book.defaultAddressId;
  return { ...book, addresses, defaultAddressId };
};

export const setDefaultAddress = (book: AddressBook, id: string): AddressBook =>
  book.addresses.some((address) => address.id === id) ? { ...book, defaultAddressId: id } : book;

/**
 * The profile's phone number as typed: '' forgets it (and ends WhatsApp updates, which go to it); anything else must
 * be an Indian mobile number.
 */
export const setPhone = (book: AddressBook, input: string): Result<AddressBook, AddressBookError> => {
  if (input.trim() === '') return ok({ ...book, phone: '', whatsappUpdates: false });
  const phone = normalizeIndianMobile(input);
  return phone ? ok({ ...book, phone }) : fail({ code: 'ADDRESS.PHONE_INVALID' });
};

/** Starts or ends WhatsApp updates; they need the phone number they go to. */
export const setWhatsAppUpdates = (book: AddressBook, on: boolean): Result<AddressBook, AddressBookError> =>
  on && book.phone === ''
    ? fail({ code: 'ADDRESS.WHATSAPP_NEEDS_PHONE' })
    : ok({ ...book, whatsappUpdates: on });

/** Where the shopper's WhatsApp updates go, with India's country code ('919876543210'); null without their consent. */
export const whatsappRecipient = (book: AddressBook): string | null =>
  book.whatsappUpdates && book.phone !== '' ? `91${book.phone}` : null;

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A stored address book as the domain reads it: missing or malformed entries are left out, never thrown. */
export const readAddressBook = (stored: unknown): AddressBook => {
  if (typeof stored !== 'object' || stored === null) return { ...EMPTY_ADDRESS_BOOK, addresses: [] };
  const data = stored as Record<string, unknown>;
  const addresses = (Array.isArray(data['addresses']) ? (data['addresses'] as unknown[]) : [])
    .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
    .map((entry) => ({
      id: textOf(entry['id']),
      name: textOf(entry['name']),
      phone: textOf(entry['phone']),
      line1: textOf(entry['line1']),
      line2: textOf(entry['line2']),
      city: textOf(entry['city']),
      state: textOf(entry['state']),
      pincode: textOf(entry['pincode']),
    }))
    .filter((address) => address.id !== '')
    .slice(0, MAX_SAVED_ADDRESSES);
  const wanted = textOf(data['defaultAddressId']);
  const phone = textOf(data['phone']);
  return {
    phone,
    addresses,
    defaultAddressId: addresses.some((address) => address.id === wanted)
      ? wanted
      : (addresses[0]?.id ?? null),
    whatsappUpdates: data['whatsappUpdates'] === true && phone !== '',
  };
};
