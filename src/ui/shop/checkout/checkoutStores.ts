import { AddressBookStore } from '../account/AddressBookStore';
import { CheckoutDraft } from './CheckoutDraft';
import { CheckoutStore } from './CheckoutStore';
import { OffersStore } from '../cart/OffersStore';
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
        root.ports.orders,
        root.ports.ids,
        root.cart,
        root.session,
        root.settings,
        root.orders,
        new CheckoutDraft(root.ports.storage),
        deliveryStoreOf(root),
        root.ports.connectivity,
        offersStoreOf(root),
      ),
  );

/** The cart's offers and applied coupon (cart and checkout). */
export const offersStoreOf = (root: RootStore): OffersStore =>
  root.pageStore(
    'offers',
    () =>
      new OffersStore(
        root.ports.offers,
        root.cart,
        root.session,
        root.orders,
        root.ports.clock,
        root.ports.storage,
      ),
  );

export const useOffersStore = (): OffersStore => offersStoreOf(useStores());

/** The signed-in shopper's phone and saved addresses (profile and checkout). */
export const addressBookStoreOf = (root: RootStore): AddressBookStore =>
  root.pageStore(
    'addressBook',
    () => new AddressBookStore(root.ports.addressBooks, root.ports.ids, networkStatusOf(root)),
  );

export const useCheckoutStore = (): CheckoutStore => checkoutStoreOf(useStores());
export const useAddressBookStore = (): AddressBookStore => addressBookStoreOf(useStores());
