import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { type Alert, type AlertKind, alertDone, alertNews } from '../../../domain/alerts/Alert';
import { ALERT_TEXT } from '../../../domain/alerts/alertTexts';
import type { Product } from '../../../domain/catalogue/Product';
import { MAX_IDS_A_QUERY, type ProductRepository } from '../../../ports/ProductRepository';
import type { AlertRepository } from '../../../ports/AlertRepository';
import type { Clock } from '../../../ports/Clock';
import type { RootStore } from '../../app/stores/RootStore';
import { useStores } from '../../app/stores/StoresContext';
import { failed, IDLE, LOADED, LOADING, type LoadState } from '../../shared/stores/LoadState';
import type { NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import { networkStatusOf } from '../../shared/stores/NetworkStatusStore';

/** Who asks: the signed-in account, or null for a guest. */
export interface AlertAsker {
  uid: string;
  email: string;
}

/** What the product page's alert controls ask for. */
export interface AlertAsk {
  kind: AlertKind;
  product: Pick<Product, 'id' | 'price'>;
  variantId: string | null;
  /** A guest's address; the account's own for a signed-in shopper. */
  email: string;
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/**
 * The shopper's stock and price alerts (docs/behaviour.md#alerts): asking on the product page, the account's own on
 * the product on show (one query) and in Profile, where the news no message told shows, and removing them.
 */
export class AlertsStore {
  /** The account's alerts on the product on show, by product id. */
  onProduct: ReadonlyMap<string, readonly Alert[]> = new Map();
  /** Every alert of the account, for Profile, with the products they are on as they are now. */
  mine: readonly Alert[] = [];
  products: ReadonlyMap<string, Product> = new Map();
  mineState: LoadState = IDLE;
  /** The kind of alert being saved, for its button's spinner. */
  saving: AlertKind | null = null;
  #owner: string | null = null;

  constructor(
    private readonly alerts: AlertRepository,
    private readonly productRepository: ProductRepository,
    private readonly clock: Clock,
    private readonly asker: () => AlertAsker | null,
    private readonly network: NetworkGuard,
  ) {
    makeAutoObservable<this, 'alerts' | 'productRepository' | 'clock' | 'asker' | 'network'>(
      this,
      {
        alerts: false,
        productRepository: false,
        clock: false,
        asker: false,
        network: false,
        mineState: observableRef,
        onProduct: observableRef,
        products: observableRef,
      },
      { autoBind: true },
    );
  }

  /** The account's waiting alert of `kind` on the product (and option) on show, if any. */
  waiting(productId: string, kind: AlertKind, variantId: string | null): Alert | null {
    return (
      this.onProduct
        .get(productId)
        ?.find(
          (alert) =>
            alert.kind === kind &&
            alert.status === 'waiting' &&
            (kind === 'price-drop' || alert.variantId === variantId),
        ) ?? null
    );
  }

  /** Reads the account's alerts on a product, once per product (a guest reads none). */
  async loadFor(productId: string): Promise<void> {
    const asker = this.#forAccount();
    if (!asker || this.onProduct.has(productId)) return;
    try {
      const found = await this.alerts.mineFor(asker.uid, productId);
      runInAction(() => (this.onProduct = new Map(this.onProduct).set(productId, found)));
    } catch (error) {
      console.error('Could not read your alerts on this product', error);
    }
  }

  /** Makes the alert; null when it was made, else the text that says why not (the form keeps what was typed). */
  async ask({ kind, product, variantId, email }: AlertAsk): Promise<string | null> {
    const offline = this.network.offlineProblem();
    if (offline) return offline;
    const asker = this.#forAccount();
    this.saving = kind;
    try {
      const outcome = await this.alerts.create({
        kind,
        productId: product.id,
        variantId: kind === 'price-drop' ? null : variantId,
        uid: asker?.uid ?? null,
        email: asker?.email ?? email,
        priceSeen: product.price,
      });
      if (!outcome.ok)
        return outcome.error.code === 'ACCOUNT_FULL' ? ALERT_TEXT.accountFull : ALERT_TEXT.addressFull;
      runInAction(() => {
        if (!asker) return;
        const shown = this.onProduct.get(product.id) ?? [];
        this.onProduct = new Map(this.onProduct).set(product.id, [outcome.value, ...shown]);
        if (this.mineState.status === 'loaded') this.mine = [outcome.value, ...this.mine];
      });
      return null;
    } catch (error) {
      console.error('Could not save the alert', error);
      return ALERT_TEXT.saveFailed;
    } finally {
      runInAction(() => (this.saving = null));
    }
  }

  /** Removes the account's alert; null when removed, else why not. */
  async remove(alert: Alert): Promise<string | null> {
    const offline = this.network.offlineProblem();
    if (offline) return offline;
    try {
      await this.alerts.remove(alert.id);
      runInAction(() => {
        this.mine = this.mine.filter((held) => held.id !== alert.id);
        const shown = this.onProduct.get(alert.productId);
        if (shown)
          this.onProduct = new Map(this.onProduct).set(
            alert.productId,
            shown.filter((held) => held.id !== alert.id),
          );
      });
      return null;
    } catch (error) {
      console.error('Could not remove the alert', error);
      return ALERT_TEXT.saveFailed;
    }
  }

  /** The news not yet seen: alerts done, whether a message or this account's visit told them. */
  get news(): Alert[] {
    return this.mine.filter((alert) => alert.status === 'done' && alert.seenAt === null);
  }

  /**
   * Profile's list: the account's alerts and their products as they are now. A waiting alert whose product now has
   * its news is told here (where no message told it, as without the server module); one on a product gone is removed.
   */
  async loadMine(): Promise<void> {
    const asker = this.#forAccount();
    if (!asker) return;
    if (this.mineState.status === 'loading' || this.mineState.status === 'loaded') return;
    this.mineState = LOADING;
    try {
      const alerts = await this.alerts.listMine(asker.uid);
      const ids = [...new Set(alerts.map((alert) => alert.productId))];
      const found = (
        await Promise.all(chunks(ids, MAX_IDS_A_QUERY).map((part) => this.productRepository.getMany(part)))
      ).flat();
      const products = new Map(found.map((product) => [product.id, product]));
      const now = this.clock.now();
      const told = alerts.map((alert) => {
        const news = alertNews(alert, products.get(alert.productId) ?? null);
        return news ? alertDone(alert, news, now) : alert;
      });
      await Promise.all(
        told.filter((alert, index) => alert !== alerts[index]).map((alert) => this.alerts.markDone(alert)),
      );
      runInAction(() => {
        this.mine = told;
        this.products = products;
        this.mineState = LOADED;
      });
    } catch (error) {
      console.error('Could not read your alerts', error);
      runInAction(() => (this.mineState = failed('Could not load your alerts.')));
    }
  }

  /** The shopper saw the news. */
  async seen(alert: Alert): Promise<void> {
    runInAction(() => {
      this.mine = this.mine.map((held) =>
        held.id === alert.id ? { ...held, seenAt: this.clock.now() } : held,
      );
    });
    try {
      await this.alerts.markSeen(alert.id);
    } catch (error) {
      console.error('Could not mark the news seen', error);
    }
  }

  /** Stops the alerts of a message's link. */
  stop(id: string, token: string) {
    return this.alerts.stop(id, token);
  }

  /** The signed-in account; the product alerts read before are forgotten when another signs in. */
  #forAccount(): AlertAsker | null {
    const asker = this.asker();
    if (asker?.uid !== this.#owner) {
      this.#owner = asker?.uid ?? null;
      this.onProduct = new Map();
      this.mine = [];
      this.mineState = IDLE;
    }
    return asker;
  }
}

/** The session's alerts store; made on first use, with the product page's or Profile's code. */
export const alertsStoreOf = (root: RootStore): AlertsStore =>
  root.pageStore(
    'alerts',
    () =>
      new AlertsStore(
        root.ports.alerts,
        root.ports.products,
        root.ports.clock,
        () => {
          const user = root.session.user;
          return user ? { uid: user.uid, email: user.email } : null;
        },
        networkStatusOf(root),
      ),
  );

export const useAlertsStore = (): AlertsStore => alertsStoreOf(useStores());
