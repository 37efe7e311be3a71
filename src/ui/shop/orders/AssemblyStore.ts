import { makeAutoObservable, runInAction } from 'mobx';
import type { Product } from '../../../domain/catalogue/Product';
import { zoneFor } from '../../../domain/checkout/DeliveryZones';
import type { Order } from '../../../domain/orders/Order';
import {
  type AssemblyItem,
  assemblyItemsOf,
  bookAssemblyRefusal,
  type BookAssemblyError,
} from '../../../domain/shipping/AssemblyBooking';
import { deliversWithOwnTeam } from '../../../domain/shipping/DeliverySlot';
import type { ProductRepository } from '../../../ports/ProductRepository';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { RootStore } from '../../app/stores/RootStore';
import { failed, IDLE, LOADED, LOADING, type LoadState } from '../../shared/stores/LoadState';
import { deliveryStoreOf, type DeliveryStore } from '../checkout/DeliveryStore';
import type { OrdersStore } from './OrdersStore';
import { ShopperOrderAction } from './ShopperOrderAction';

export const ASSEMBLY_BOOK_FAILED =
  'We could not book the assembly. Please check your connection and try again.';
export const ASSEMBLY_LOAD_FAILED = 'We could not check which items need assembly. Please try again.';

/** What an order's products ask for assembly (AssemblyBooking), and the shopper's booking of it. */
export class AssemblyStore {
  items: AssemblyItem[] = [];
  state: LoadState = IDLE;
  readonly action: ShopperOrderAction<BookAssemblyError>;
  readonly #products: ProductRepository;
  readonly #orders: OrderRepository;
  readonly #delivery: DeliveryStore;

  constructor(
    products: ProductRepository,
    orders: OrderRepository,
    ordersStore: OrdersStore,
    delivery: DeliveryStore,
  ) {
    this.#products = products;
    this.#orders = orders;
    this.#delivery = delivery;
    this.action = new ShopperOrderAction(ordersStore, bookAssemblyRefusal, ASSEMBLY_BOOK_FAILED);
    makeAutoObservable(this, { action: false }, { autoBind: true });
  }

  /** Reads the order's products (each once) and the delivery zones. */
  async load(order: Pick<Order, 'lines'>): Promise<void> {
    this.state = LOADING;
    try {
      const ids = [...new Set(order.lines.map(({ productId }) => productId))];
      const [found] = await Promise.all([
        Promise.all(ids.map((id) => this.#products.getById(id))),
        this.#delivery.load(),
      ]);
      const products = new Map<string, Product | null>(ids.map((id, at) => [id, found[at] ?? null]));
      runInAction(() => {
        this.items = assemblyItemsOf(order, products);
        this.state = LOADED;
      });
    } catch (error) {
      console.error('Assembly charges failed to load', error);
      runInAction(() => (this.state = failed(ASSEMBLY_LOAD_FAILED)));
    }
  }

  /** Reads the delivery zones only: what a booked assembly needs to say when the team comes. */
  loadZones(): Promise<void> {
    return this.#delivery.load();
  }

  /** Whether the shop's own team delivers to the order's pincode, and so assembles on the delivery visit. */
  assemblesOnDelivery(order: Pick<Order, 'shippingAddress' | 'deliverySlot'>): boolean {
    if (order.deliverySlot) return true;
    const zone = zoneFor(this.#delivery.zones, order.shippingAddress.pincode);
    return zone !== null && deliversWithOwnTeam(zone);
  }

  book(order: Pick<Order, 'id' | 'userId'>): Promise<boolean> {
    return this.action.run(() => this.#orders.bookAssembly({ orderId: order.id, userId: order.userId }));
  }
}

export const createAssemblyStore = (root: RootStore): AssemblyStore =>
  new AssemblyStore(root.ports.products, root.ports.orders, root.orders, deliveryStoreOf(root));
