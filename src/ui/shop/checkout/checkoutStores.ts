import { AddressBookRepository } from '../../../ports/AddressBookRepository';
import { Connectivity } from '../../../ports/Connectivity';
import { IdGenerator } from '../../../ports/IdGenerator';
import { KeyValueStorage } from '../../../ports/KeyValueStorage';
import { OrderRepository } from '../../../ports/OrderRepository';
import { AddressBookStore } from '../account/AddressBookStore';
import { CheckoutDraft } from './CheckoutDraft';
import { CheckoutStore } from './CheckoutStore';
import { deliveryStoreOf } from './DeliveryStore';
import { networkStatusOf } from '../../shared/stores/NetworkStatusStore';
import type { RootStore } from '../../app/stores/RootStore';
import { useStores } from '../../app/stores/StoresContext';

/** The session's checkout (cart, checkout and order pages); made on first use by RootStore.pageStore. */
export const checkoutStoreOf = (root: RootStore): CheckoutStore =>
  root.pageStore(
    'checkout',
    () =>
      new CheckoutStore(
        root.container.get(OrderRepository),
        root.container.get(IdGenerator),
        root.cart,
        root.session,
        root.settings,
        root.orders,
        new CheckoutDraft(root.container.get(KeyValueStorage)),
        deliveryStoreOf(root),
        root.container.get(Connectivity),
      ),
  );

/** The signed-in shopper's phone and saved addresses (profile and checkout). */
export const addressBookStoreOf = (root: RootStore): AddressBookStore =>
  root.pageStore(
    'addressBook',
    () =>
      new AddressBookStore(
        root.container.get(AddressBookRepository),
        root.container.get(IdGenerator),
        networkStatusOf(root),
      ),
  );

export const useCheckoutStore = (): CheckoutStore => checkoutStoreOf(useStores());
export const useAddressBookStore = (): AddressBookStore => addressBookStoreOf(useStores());
