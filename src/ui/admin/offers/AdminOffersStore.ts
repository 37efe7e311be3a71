import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Category } from '../../../domain/catalogue/Category';
import type { Offer } from '../../../domain/offers/Offer';
import {
  automaticOfferId,
  emptyOfferForm,
  offerFormOf,
  validateOfferForm,
  type OfferForm,
  type OfferFormErrors,
} from '../../../domain/offers/OfferForm';
import type { Clock } from '../../../ports/Clock';
import type { CategoryRepository } from '../../../ports/CategoryRepository';
import type { IdGenerator } from '../../../ports/IdGenerator';
import type { OfferRepository } from '../../../ports/OfferRepository';
import type { RootStore } from '../../app/stores/RootStore';
import { LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';
import { networkStatusOf, type NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import type { AdminNotifier } from '../layout/AdminNotifier';
import { toasterNotifier } from '../common/toasterNotifier';

const CODE_TAKEN = 'Another offer already has this code. Please choose another.';

/**
 * admin → Offers: every offer with its redemptions and the discount it gave, the form that adds one or changes its
 * terms, and pausing or resuming one at once (docs/decisions.md#offers).
 */
export class AdminOffersStore {
  offers: Offer[] = [];
  state: LoadState = LOADING;
  categories: Category[] = [];
  /** undefined: no form open; null: a new offer; else the offer whose terms are being changed. */
  editing: Offer | null | undefined = undefined;
  form: OfferForm;
  errors: OfferFormErrors = {};
  /** Offers being paused or resumed. */
  busy = new Set<string>();
  readonly #offers: OfferRepository;
  readonly #categories: CategoryRepository;
  readonly #clock: Clock;
  readonly #ids: IdGenerator;
  readonly #notifier: AdminNotifier;
  readonly #network: NetworkGuard;

  constructor(
    offers: OfferRepository,
    categories: CategoryRepository,
    clock: Clock,
    ids: IdGenerator,
    notifier: AdminNotifier,
    network: NetworkGuard,
  ) {
    this.#offers = offers;
    this.#categories = categories;
    this.#clock = clock;
    this.#ids = ids;
    this.#notifier = notifier;
    this.#network = network;
    this.form = emptyOfferForm(clock.now());
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.state = LOADING;
    try {
      const [offers, categories] = await Promise.all([this.#offers.listAll(), this.#categories.list()]);
      runInAction(() => {
        this.offers = offers;
        this.categories = categories;
        this.state = LOADED;
      });
    } catch (error) {
      console.error(error);
      runInAction(() => (this.state = failed('The offers could not be loaded. Please try again.')));
    }
  }

  /** Whether the offer can be used now, as the list says: Active, Paused, Scheduled, Ended or Used up. */
  statusOf(offer: Offer): string {
    const now = Date.parse(this.#clock.now());
    if (!offer.active) return 'Paused';
    if (offer.endsAt !== null && now >= Date.parse(offer.endsAt)) return 'Ended';
    if (now < Date.parse(offer.startsAt)) return 'Scheduled';
    if (offer.maxRedemptions !== null && offer.redeemed >= offer.maxRedemptions) return 'Used up';
    return 'Active';
  }

  openNew(): void {
    this.editing = null;
    this.form = emptyOfferForm(this.#clock.now());
    this.errors = {};
  }

  openEdit(offer: Offer): void {
    this.editing = offer;
    this.form = offerFormOf(offer);
    this.errors = {};
  }

  close(): void {
    this.editing = undefined;
  }

  setForm(patch: Partial<OfferForm>): void {
    this.form = { ...this.form, ...patch };
    for (const field of Object.keys(patch)) delete this.errors[field as keyof OfferFormErrors];
  }

  /** Saves the form: true when it saved (the dialog closes); false keeps what was typed, with the reasons shown. */
  async save(): Promise<boolean> {
    const existing = this.editing ?? null;
    const checked = validateOfferForm(
      this.form,
      existing,
      automaticOfferId(this.#ids.newId()),
      this.#clock.now(),
    );
    if (!checked.ok) {
      this.errors = checked.error.fields;
      return false;
    }
    if (this.#network.refusesOffline(this.#notifier)) return false;
    try {
      const saved = await this.#offers.save(checked.value, existing === null);
      if (!saved.ok) {
        runInAction(() => (this.errors = { code: CODE_TAKEN }));
        return false;
      }
      this.#notifier.success(existing ? 'Offer saved.' : `Offer ${saved.value.code ?? 'added'}.`);
      await this.load();
      return true;
    } catch (error) {
      console.error(error);
      this.#notifier.error('The offer could not be saved. Please try again.');
      return false;
    }
  }

  /** Pauses an offer at once (or resumes it): a paused offer is refused at checkout. */
  async toggle(offer: Offer): Promise<void> {
    if (this.#network.refusesOffline(this.#notifier)) return;
    this.busy = new Set([...this.busy, offer.id]);
    try {
      await this.#offers.save({ ...offer, active: !offer.active }, false);
      this.#notifier.success(offer.active ? 'Offer paused.' : 'Offer resumed.');
      await this.load();
    } catch (error) {
      console.error(error);
      this.#notifier.error('The offer could not be changed. Please try again.');
    } finally {
      runInAction(() => (this.busy = new Set([...this.busy].filter((id) => id !== offer.id))));
    }
  }
}

/** A fresh store for each visit to the Offers screen (used through useScreenStore). */
export const createAdminOffersStore = (root: RootStore): AdminOffersStore =>
  new AdminOffersStore(
    root.ports.offers,
    root.ports.categories,
    root.ports.clock,
    root.ports.ids,
    toasterNotifier,
    networkStatusOf(root),
  );
