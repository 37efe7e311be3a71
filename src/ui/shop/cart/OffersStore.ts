import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { bestOffers, type OfferChoice } from '../../../domain/offers/BestOffers';
import type { Offer } from '../../../domain/offers/Offer';
import type { OfferLine } from '../../../domain/offers/OfferDiscount';
import { offerRefusal, type OfferCart, type OfferShopper } from '../../../domain/offers/OfferRefusal';
import { offerRefusalText, unknownOfferCodeText } from '../../../domain/offers/offerMessages';
import { offersForYou, type OfferForYou } from '../../../domain/offers/OffersForYou';
import type { PaymentMethod } from '../../../domain/orders/Order';
import type { Clock } from '../../../ports/Clock';
import type { KeyValueStorage } from '../../../ports/KeyValueStorage';
import type { OfferRepository } from '../../../ports/OfferRepository';
import type { SessionStore } from '../../shared/stores/SessionStore';
import { IDLE, LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';
import type { OrdersStore } from '../orders/OrdersStore';
import type { CartStore } from './CartStore';

/** Where the applied coupon's code is kept, so that it stays applied across a reload and in other tabs' carts. */
const COUPON_KEY = 'coupon';

/**
 * The cart's offers (docs/decisions.md#offers): the active ones read once a visit, the coupon the shopper applied, and
 * what they take off. The discount is the best the shopper qualifies for (bestOffers) among the automatic offers and
 * their coupon: an offer for some payment methods counts only once the checkout knows the payment.
 */
export class OffersStore {
  live: Offer[] = [];
  state: LoadState = IDLE;
  /** The coupon the shopper applied, while its code names an offer; it applies whenever the cart qualifies. */
  coupon: Offer | null = null;
  /** What the shopper typed in "Apply coupon", and why a code was not applied. */
  code = '';
  codeError: string | null = null;
  applying = false;
  /** The signed-in shopper's uses of the offers that limit each account. */
  uses: Record<string, number> = {};
  readonly #offers: OfferRepository;
  readonly #cart: CartStore;
  readonly #session: SessionStore;
  readonly #orders: OrdersStore;
  readonly #clock: Clock;
  readonly #storage: KeyValueStorage;

  constructor(
    offers: OfferRepository,
    cart: CartStore,
    session: SessionStore,
    orders: OrdersStore,
    clock: Clock,
    storage: KeyValueStorage,
  ) {
    this.#offers = offers;
    this.#cart = cart;
    this.#session = session;
    this.#orders = orders;
    this.#clock = clock;
    this.#storage = storage;
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  /**
   * Reads the active offers and the shopper's uses of them, once per visit (again after a failure), and the coupon
   * applied before a reload.
   */
  async load(): Promise<void> {
    if (this.state.status === 'loading' || this.state.status === 'loaded') return;
    this.state = LOADING;
    try {
      const kept = this.coupon ? null : this.#storage.getItem(COUPON_KEY);
      const [live, coupon] = await Promise.all([
        this.#offers.listLive(),
        kept ? this.#offers.byCode(kept) : Promise.resolve(null),
      ]);
      runInAction(() => {
        this.live = live;
        if (coupon && !this.coupon) this.coupon = coupon;
        this.state = LOADED;
      });
      await this.#readUses(coupon ? [...live, coupon] : live);
    } catch (error) {
      console.error(error);
      runInAction(() => (this.state = failed('The offers could not be loaded.')));
    }
  }

  async #readUses(offers: readonly Offer[]): Promise<void> {
    const uid = this.#session.user?.uid;
    const limited = offers.filter((offer) => offer.perAccount !== null).map((offer) => offer.id);
    if (!uid || limited.length === 0) return;
    const uses = await this.#offers.usesOf(uid, limited);
    runInAction(() => (this.uses = { ...this.uses, ...uses }));
  }

  /** Reads the offers again: the checkout found them changed since they were read. */
  reload(): void {
    this.state = IDLE;
    this.uses = {};
    void this.load();
  }

  /** Applies a coupon from the "Offers for you" list. */
  applyListed(offer: Offer): void {
    this.#apply(offer);
    this.codeError = null;
  }

  #apply(offer: Offer): void {
    this.coupon = offer;
    this.#keep(offer.code);
  }

  #keep(code: string | null): void {
    try {
      if (code) this.#storage.setItem(COUPON_KEY, code);
      else this.#storage.removeItem(COUPON_KEY);
    } catch (error) {
      // A full storage only loses the coupon across a reload.
      console.error(error);
    }
  }

  setCode(code: string): void {
    this.code = code;
    this.codeError = null;
  }

  /** Looks the typed code up: a code no offer has is refused at once; any other is applied, with its reason shown while it does not apply. */
  async applyCode(): Promise<void> {
    const typed = this.code.trim();
    if (typed === '' || this.applying) return;
    this.applying = true;
    this.codeError = null;
    try {
      const offer = await this.#offers.byCode(typed);
      if (offer) await this.#readUses([offer]);
      runInAction(() => {
        if (!offer) this.codeError = unknownOfferCodeText(typed);
        else {
          this.#apply(offer);
          this.code = '';
        }
      });
    } catch (error) {
      console.error(error);
      runInAction(() => (this.codeError = 'The code could not be checked. Please try again.'));
    } finally {
      runInAction(() => (this.applying = false));
    }
  }

  /** Takes the coupon off, as the shopper does, or once an order was placed with it. */
  removeCoupon(): void {
    this.coupon = null;
    this.#keep(null);
  }

  get lines(): OfferLine[] {
    return this.#cart.items.map((item) => ({
      productId: item.id,
      category: item.category,
      unitPrice: item.price,
      quantity: item.quantity,
    }));
  }

  cartFor(paymentMethod: PaymentMethod | null): OfferCart {
    const lines = this.lines;
    return {
      lines,
      subtotal: lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
      paymentMethod,
    };
  }

  get shopper(): OfferShopper {
    return {
      signedIn: this.#session.user !== null,
      placedOrders: this.#orders.orders.length,
      usesOf: (id) => this.uses[id] ?? 0,
    };
  }

  /** Why the applied coupon does not apply to the cart paid by `paymentMethod`; null when it does (or none is applied). */
  couponRefusalFor(paymentMethod: PaymentMethod | null): string | null {
    if (!this.coupon) return null;
    const refusal = offerRefusal(this.coupon, this.cartFor(paymentMethod), this.shopper, this.#clock.now());
    return refusal ? offerRefusalText(this.coupon, refusal) : null;
  }

  /**
   * What the shopper gets paying by `paymentMethod` (null: not chosen yet, and an offer for some payment methods
   * does not count): the best of the automatic offers and their coupon that apply.
   */
  choiceFor(paymentMethod: PaymentMethod | null): OfferChoice {
    const cart = this.cartFor(paymentMethod);
    const now = this.#clock.now();
    const candidates = [
      ...this.live.filter((offer) => offer.code === null),
      ...(this.coupon ? [this.coupon] : []),
    ];
    const qualifying = candidates.filter(
      (offer) =>
        (paymentMethod !== null || offer.paymentMethods.length === 0) &&
        offerRefusal(offer, cart, this.shopper, now) === null,
    );
    return bestOffers(qualifying, cart.lines);
  }

  /** The offers the cart qualifies for or nearly does, best first; the coupon applied is not listed again. */
  get forYou(): OfferForYou[] {
    return offersForYou(this.live, this.cartFor(null), this.shopper, this.#clock.now()).filter(
      ({ offer }) => offer.id !== this.coupon?.id,
    );
  }
}
