import { makeAutoObservable, runInAction } from 'mobx';
import { ADDRESS_CHANGE_FAILED, changeAddressProblemOf } from '../../../domain/checkout/deliveryMessages';
import type { ChangeAddressError } from '../../../domain/shipping/AddressChange';
import type { Order, ShippingAddress } from '../../../domain/orders/Order';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { RootStore } from '../../app/stores/RootStore';
import type { OrdersStore } from './OrdersStore';
import { ShopperOrderAction } from './ShopperOrderAction';

/** The shopper's change of where their order goes, until it ships (AddressChange). */
export class AddressChangeStore {
  editing = false;
  /** Set once a change went through, until the next edit. */
  changed = false;
  readonly action: ShopperOrderAction<ChangeAddressError>;
  readonly #orders: OrderRepository;

  constructor(orders: OrderRepository, ordersStore: OrdersStore) {
    this.#orders = orders;
    this.action = new ShopperOrderAction(ordersStore, changeAddressProblemOf, ADDRESS_CHANGE_FAILED);
    makeAutoObservable(this, { action: false }, { autoBind: true });
  }

  edit(): void {
    this.editing = true;
    this.changed = false;
  }

  stopEditing(): void {
    this.editing = false;
    this.action.error = null;
  }

  /** True once the order goes to `address`; a refusal keeps the form as typed, with the reason. */
  async change(order: Pick<Order, 'id' | 'userId'>, address: ShippingAddress): Promise<boolean> {
    const changed = await this.action.run(() =>
      this.#orders.changeAddress({ orderId: order.id, userId: order.userId, address }),
    );
    if (changed) runInAction(() => (this.changed = true));
    return changed;
  }
}

export const createAddressChangeStore = (root: RootStore): AddressChangeStore =>
  new AddressChangeStore(root.ports.orders, root.orders);
