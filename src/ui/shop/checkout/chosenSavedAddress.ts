import { matchingAddress, type AddressBook, type SavedAddress } from '../../../domain/checkout/AddressBook';
import {
  validateShippingAddress,
  type ShippingAddressForm,
} from '../../../domain/checkout/ShippingAddressValidation';

/** The kept address the checkout form holds, as chosen or as typed again; null for a new address. */
export const chosenSavedAddress = (form: ShippingAddressForm, book: AddressBook): SavedAddress | null => {
  const typed = validateShippingAddress(form);
  return typed.ok ? matchingAddress(book, typed.value) : null;
};
