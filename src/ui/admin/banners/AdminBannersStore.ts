import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Banner } from '../../../domain/storefront/Banner';
import {
  BannerCatalog,
  MAX_BANNERS,
  moveItem,
  type BannerCatalogError,
} from '../../../domain/storefront/BannerCatalog';
import {
  validateBannerForm,
  type BannerForm,
  type BannerFormError,
} from '../../../domain/storefront/BannerForm';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import { messageFor } from '../../../domain/text/messages';
import type { BannerRepository } from '../../../ports/BannerRepository';
import type { ProductRepository } from '../../../ports/ProductRepository';
import type { AdminNotifier } from '../layout/AdminNotifier';
import { loadProductOptions, type ProductOption } from '../products/productOptions';
import { networkMessageFor } from '../../../domain/text/networkMessages';
import type { RootStore } from '../../app/stores/RootStore';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import { toasterNotifier } from '../common/toasterNotifier';
import { LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';

/** What a save attempt did: the form stays open with its text on `invalid` and on failures. */
export type BannerSaveOutcome =
  { ok: true } | { ok: false; formError: BannerFormError | null; message: string };

const catalogMessage = (error: BannerCatalogError): string => adminMessageFor(error.code);

/** The banner screen of docs/behaviour.md#banners: the list, the form's saves, show/hide, delete and reordering. */
export class AdminBannersStore {
  banners: Banner[] = [];
  state: LoadState = LOADING;
  products: ProductOption[] = [];
  productsState: LoadState = LOADING;
  /** Ids being written (disables their buttons). */
  busy = new Set<string>();
  reordering = false;
  #pendingSaves = 0;
  #saveChain: Promise<void> = Promise.resolve();
  readonly #catalog: BannerCatalog;
  readonly #productRepository: ProductRepository;
  readonly #notifier: AdminNotifier;
  readonly #network: NetworkGuard;

  constructor(
    repository: BannerRepository,
    productRepository: ProductRepository,
    notifier: AdminNotifier,
    network: NetworkGuard,
  ) {
    this.#catalog = new BannerCatalog(repository);
    this.#productRepository = productRepository;
    this.#notifier = notifier;
    this.#network = network;
    makeAutoObservable(this, { state: observableRef, productsState: observableRef }, { autoBind: true });
  }

  get limitReached(): boolean {
    return this.banners.length >= MAX_BANNERS;
  }

  productLabel(id: string | null): string | null {
    const product = id ? this.products.find((option) => option.id === id) : undefined;
    return product ? product.name : null;
  }

  async load(): Promise<void> {
    this.state = LOADING;
    try {
      const banners = await this.#catalog.list();
      runInAction(() => {
        this.banners = banners;
        this.state = LOADED;
      });
    } catch (error) {
      console.error(messageFor('BANNER.FETCH_FAILED'), error);
      runInAction(() => (this.state = failed(adminMessageFor('BANNER.LOAD_FAILED'))));
      this.#notifier.error(adminMessageFor('BANNER.LOAD_FAILED'));
    }
  }

  async loadProducts(): Promise<void> {
    this.productsState = LOADING;
    try {
      const products = await loadProductOptions(this.#productRepository);
      runInAction(() => {
        this.products = products;
        this.productsState = LOADED;
      });
    } catch (error) {
      console.error(error);
      runInAction(() => (this.productsState = failed(adminMessageFor('BANNER.PRODUCTS_LOAD_FAILED'))));
      this.#notifier.error(adminMessageFor('BANNER.PRODUCTS_LOAD_FAILED'));
    }
  }

  /** Creates (no `id`) or updates a banner from the form; docs/behaviour.md#banners messages on every outcome. */
  async save(form: BannerForm, id: string | null): Promise<BannerSaveOutcome> {
    const failedText = adminMessageFor(id ? 'BANNER.UPDATE_FAILED' : 'BANNER.CREATE_FAILED');
    if (!id && this.limitReached) return this.refuse(null, adminMessageFor('BANNER.LIMIT_REACHED'));
    const checked = validateBannerForm(form);
    if (!checked.ok) return this.refuse(checked.error, adminMessageFor(checked.error.code));
    if (this.#network.refusesOffline(this.#notifier)) {
      return { ok: false, formError: null, message: networkMessageFor('NETWORK.OFFLINE_ACTION') };
    }
    try {
      const result = id
        ? await this.#catalog.update(id, checked.value)
        : await this.#catalog.create(checked.value);
      if (!result.ok) return this.refuse(null, catalogMessage(result.error));
      this.#notifier.success(adminMessageFor(id ? 'BANNER.UPDATED' : 'BANNER.CREATED'));
      await this.load();
      return { ok: true };
    } catch (error) {
      console.error(error);
      return this.refuse(null, failedText);
    }
  }

  async remove(id: string): Promise<boolean> {
    if (this.#network.refusesOffline(this.#notifier)) return false;
    this.setBusy(id, true);
    try {
      await this.#catalog.delete(id);
      this.#notifier.success(adminMessageFor('BANNER.DELETED'));
      await this.load();
      return true;
    } catch (error) {
      console.error(error);
      this.#notifier.error(adminMessageFor('BANNER.DELETE_FAILED'));
      return false;
    } finally {
      this.setBusy(id, false);
    }
  }

  async toggle(id: string): Promise<void> {
    if (this.#network.refusesOffline(this.#notifier)) return;
    this.setBusy(id, true);
    try {
      const result = await this.#catalog.toggleActive(id);
      if (!result.ok) {
        this.#notifier.error(catalogMessage(result.error));
      } else {
        this.#notifier.success(
          adminMessageFor(result.value.isActive ? 'BANNER.ACTIVATED' : 'BANNER.DEACTIVATED'),
        );
      }
      await this.load();
    } catch (error) {
      console.error(error);
      this.#notifier.error(adminMessageFor('BANNER.TOGGLE_FAILED'));
    } finally {
      this.setBusy(id, false);
    }
  }

  /**
   * Moves a row (drag or keyboard): the list shows the move at once and the whole order is saved in one batch.
   * Quick successive moves are saved one after another, each with the order as it then stands.
   */
  async move(from: number, to: number): Promise<void> {
    const reordered = moveItem(this.banners, from, to).map((banner, index) => ({
      ...banner,
      order: index + 1,
    }));
    if (reordered.every((banner, index) => banner.id === this.banners[index]?.id)) return;
    if (this.#network.refusesOffline(this.#notifier)) return;
    this.banners = reordered;
    this.#pendingSaves += 1;
    this.reordering = true;
    const ids = reordered.map((banner) => banner.id);
    const save = this.#saveChain.then(() => this.saveOrder(ids));
    this.#saveChain = save;
    await save;
    runInAction(() => {
      this.#pendingSaves -= 1;
      this.reordering = this.#pendingSaves > 0;
    });
    if (this.#pendingSaves === 0) await this.load();
  }

  private async saveOrder(ids: string[]): Promise<void> {
    try {
      const result = await this.#catalog.reorder(ids);
      if (!result.ok) this.#notifier.error(catalogMessage(result.error));
    } catch (error) {
      console.error(error);
      this.#notifier.error(adminMessageFor('BANNER.REORDER_FAILED'));
    }
  }

  private refuse(formError: BannerFormError | null, message: string): BannerSaveOutcome {
    this.#notifier.error(message);
    return { ok: false, formError, message };
  }

  private setBusy(id: string, busy: boolean): void {
    const next = new Set(this.busy);
    if (busy) next.add(id);
    else next.delete(id);
    this.busy = next;
  }
}

/** A fresh store for each visit to the Banners screen (used through useScreenStore). */
export const createAdminBannersStore = (root: RootStore): AdminBannersStore =>
  new AdminBannersStore(root.ports.banners, root.ports.products, toasterNotifier, networkStatusOf(root));
