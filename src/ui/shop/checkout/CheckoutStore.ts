import { onlinePaymentOffered } from '../../../domain/payments/PaymentGateway';
import { emiQuotes, noCostQuote, type EmiQuote } from '../../../domain/payments/EmiPlan';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  MAX_ORDER_LINES,
  priceCheckout,
  type CheckoutTotals,
  type PricedLine,
} from '../../../domain/checkout/CheckoutPricing';
import { gstIncludedIn, gstRatesIn } from '../../../domain/tax/GstIncluded';
import { messageFor } from '../../../domain/text/messages';
import { orderMessageFor } from '../../../domain/orders/orderMessages';
import { placeOrderErrorMessage, TERMS_NOT_ACCEPTED } from '../../../domain/orders/placeOrderErrorMessage';
import type { Order, PaymentMethod, ShippingAddress } from '../../../domain/orders/Order';
import { codDecision, type DeliveryAnswer, isValidPincode } from '../../../domain/checkout/DeliveryZones';
import { codAboveLimit, COD_UNAVAILABLE, notDeliverable } from '../../../domain/checkout/deliveryMessages';
import { upiOffered } from '../../../domain/orders/UpiPayment';
import { stateAfterPincodeChange } from '../../../domain/checkout/PincodeStates';
import {
  EMPTY_ADDRESS_FORM,
  recheckedErrors,
  validateShippingAddress,
  type ShippingAddressErrors,
  type ShippingAddressField,
  type ShippingAddressForm,
} from '../../../domain/checkout/ShippingAddressValidation';
import type { Connectivity } from '../../../ports/Connectivity';
import type { IdGenerator } from '../../../ports/IdGenerator';
import type { OrderRepository } from '../../../ports/OrderRepository';
import type { PlaceOrderError } from '../../../domain/orders/PlaceOrderRequest';
import type { CartStore } from '../cart/CartStore';
import type { OffersStore } from '../cart/OffersStore';
import type { OfferChoice } from '../../../domain/offers/BestOffers';
import { discountLabel, offerName } from '../../../domain/offers/offerMessages';
import type { CheckoutDraft } from './CheckoutDraft';
import type { DeliveryStore } from './DeliveryStore';
import { OrderPlacement } from './OrderPlacement';
import type { OrdersStore } from '../orders/OrdersStore';
import type { SessionStore } from '../../shared/stores/SessionStore';
import type { SettingsStore } from '../../shared/stores/SettingsStore';
import { answered } from '../../shared/stores/LoadState';

export type PlaceOrderOutcome =
  | { ok: true; order: Order }
  | { ok: false; message: string; kind: 'address' | 'consent' | 'order' | 'busy' | 'cancelled' };

/**
 * The checkout: the shipping address as typed, its inline errors, and one atomic placeOrder. The order id is made
 * once per checkout and reused by every retry, so a double click or a retry after a network failure cannot create a
 * second order; it is dropped only after success. The cart is emptied only after the order is confirmed. What was
 * typed and the order id survive a reload, for the same account only (CheckoutDraft); the consent to the terms never
 * does: each visit asks for it afresh. On a dropping connection the placement waits for the network and places
 * again by itself (OrderPlacement) until the shopper cancels; the order id, the draft and the cart stay as they were.
 */
export class CheckoutStore {
  form: ShippingAddressForm = { ...EMPTY_ADDRESS_FORM };
  errors: ShippingAddressErrors = {};
  /** After the first submit, every edit re-checks its field at once. */
  submitted = false;
  /** Keep the address typed here in the shopper's address book once the order is placed. */
  saveAddress = false;
  /** What the shopper chose; `payment` is what will be used (UPI where cash on delivery is not possible). */
  chosenPayment: PaymentMethod = 'cod';
  /** The no-cost EMI plan, by its months, that an online payment is to be made in; null pays in full. */
  chosenEmiMonths: number | null = null;
  /** The shopper ticked 'I agree to the Terms of Sale and the Return Policy' on this visit; required to order. */
  termsAccepted = false;
  /** Why the order waits for that box, shown at it. */
  termsError: string | null = null;
  placing = false;
  /** Why the last attempt failed (order refused or network), shown above the button. */
  error: string | null = null;
  /** An order that committed although the shopper had cancelled, or after its placement had failed; shown once. */
  placedLate: Order | null = null;
  /** A class instance, so MobX keeps it as it is (observable by reference). */
  private placement: OrderPlacement | null = null;
  #orderId: string | null = null;
  /** Whose address the form holds. */
  #owner: string | null = null;
  #defaultOffered = false;
  readonly #orderRepository: OrderRepository;
  readonly #ids: IdGenerator;
  readonly #cart: CartStore;
  readonly #session: SessionStore;
  readonly #settings: SettingsStore;
  readonly #orders: OrdersStore;
  readonly #draft: CheckoutDraft;
  readonly #delivery: DeliveryStore;
  readonly #connectivity: Connectivity;
  readonly #offers: OffersStore;

  constructor(
    orderRepository: OrderRepository,
    ids: IdGenerator,
    cart: CartStore,
    session: SessionStore,
    settings: SettingsStore,
    orders: OrdersStore,
    draft: CheckoutDraft,
    delivery: DeliveryStore,
    connectivity: Connectivity,
    offers: OffersStore,
  ) {
    this.#orderRepository = orderRepository;
    this.#ids = ids;
    this.#cart = cart;
    this.#session = session;
    this.#settings = settings;
    this.#orders = orders;
    this.#draft = draft;
    this.#delivery = delivery;
    this.#connectivity = connectivity;
    this.#offers = offers;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The subtotal and shipping of the cart, and its total less the offers' discount. */
  get totals(): CheckoutTotals {
    const totals = this.#beforeOffers;
    return { ...totals, total: totals.total - this.offerChoice.discount };
  }

  get #beforeOffers(): CheckoutTotals {
    return priceCheckout(this.#pricedLines, this.#settings.settings);
  }

  /** The breakup's discount line, when offers take something off. */
  get discount(): { amount: number; label: string } | undefined {
    const { discount, applied } = this.offerChoice;
    return discount > 0
      ? { amount: discount, label: discountLabel(applied.map(({ offer }) => offerName(offer))) }
      : undefined;
  }

  /**
   * The offers the order gets (OffersStore.choiceFor) paid as it would be for its total before them: the payment
   * used depends on the total after them.
   */
  get offerChoice(): OfferChoice {
    return this.#offers.choiceFor(this.#paymentFor(this.#beforeOffers.total));
  }

  /** The GST inside the total, in paise, at each line's rate (prices are GST-inclusive), less a chosen no-cost EMI plan's discount. */
  get gstIncludedPaise(): number {
    return gstIncludedIn(
      this.#pricedLines,
      this.totals.shipping,
      this.#settings.settings.gstRate,
      (this.emiQuote?.discountPaise ?? 0) / 100,
      this.offerChoice.lineDiscounts,
    );
  }

  /** The rates that GST is charged at. */
  get gstRates(): number[] {
    return gstRatesIn(this.#pricedLines, this.totals.shipping, this.#settings.settings.gstRate);
  }

  get #pricedLines(): PricedLine[] {
    return this.#cart.items.map((item) => ({
      unitPrice: item.price,
      quantity: item.quantity,
      ...(item.gstRate === undefined ? {} : { gstRate: item.gstRate }),
    }));
  }

  /** An order carries at most MAX_ORDER_LINES lines (the security rules read each product once). */
  get tooManyLines(): boolean {
    return this.#cart.items.length > MAX_ORDER_LINES;
  }

  /**
   * The shop's settings and delivery zones are here (or the zones failed to load, and the rules decide): the total and
   * the way of paying depend on them, so no order is placed before.
   */
  get settingsAndZonesLoaded(): boolean {
    return this.#settings.state.status === 'loaded' && answered(this.#delivery.state);
  }

  /** The delivery zones' answer for the pincode typed so far, once it has six digits and the zones are here. */
  get delivery(): DeliveryAnswer | null {
    return /^\d{6}$/.test(this.form.pincode.trim()) ? this.#delivery.answerFor(this.form.pincode) : null;
  }

  /**
   * Why the typed pincode cannot be delivered to (no zone serves it, or it is no pincode India Post issues, such as
   * the Army Postal Service's 9…): shown on the field as it is typed, and blocks the order.
   */
  get pincodeProblem(): string | null {
    const answer = this.delivery;
    return answer === null || answer.kind === 'served' ? null : notDeliverable(this.form.pincode.trim());
  }

  /** Why cash on delivery is not possible for this pincode and total; null when it is (or no zone is known yet). */
  get codProblem(): string | null {
    return this.#codProblemAt(this.totals.total);
  }

  #codProblemAt(total: number): string | null {
    const answer = this.delivery;
    if (answer?.kind !== 'served') return null;
    const cod = codDecision(answer.zone, total);
    if (cod.allowed) return null;
    return cod.reason === 'zone' ? COD_UNAVAILABLE : codAboveLimit(cod.limit);
  }

  get upiAvailable(): boolean {
    return upiOffered(this.#settings.settings);
  }

  get onlineAvailable(): boolean {
    return onlinePaymentOffered(this.#settings.settings);
  }

  get payment(): PaymentMethod {
    return this.#paymentFor(this.totals.total);
  }

  /** What the order is paid by for `total`: the choice, or UPI (else online) where cash on delivery is not possible. */
  #paymentFor(total: number): PaymentMethod {
    const codProblem = this.chosenPayment === 'cod' && this.#codProblemAt(total) !== null;
    if (this.chosenPayment === 'upi' && !this.upiAvailable) return 'cod';
    if (this.chosenPayment === 'online' && !this.onlineAvailable) return 'cod';
    if (codProblem && this.upiAvailable) return 'upi';
    if (codProblem && this.onlineAvailable) return 'online';
    return this.chosenPayment;
  }

  choosePayment(method: PaymentMethod): void {
    this.chosenPayment = method;
  }

  /** The no-cost EMI plans the total can be paid online in (EmiPlan); none unless paying online. */
  get noCostEmiQuotes(): EmiQuote[] {
    if (this.payment !== 'online') return [];
    return emiQuotes(this.totals.total, this.#settings.settings, true).filter((quote) => quote.plan.noCost);
  }

  /** The no-cost EMI plan chosen, while it is still offered for this total. */
  get emiQuote(): EmiQuote | null {
    return this.noCostEmiQuotes.find((quote) => quote.plan.months === this.chosenEmiMonths) ?? null;
  }

  /** What the shopper pays for the order: its total, less a no-cost EMI plan's discount. */
  get amountToPay(): number {
    return this.totals.total - (this.emiQuote?.discountPaise ?? 0) / 100;
  }

  chooseEmi(months: number | null): void {
    this.chosenEmiMonths = months;
  }

  /** Where the shopper goes once `order` is placed: its page, which opens the payment in the plan chosen. */
  placedPath(order: Pick<Order, 'id' | 'total' | 'paymentMethod'>): string {
    // The cart is empty by now: the plan is looked up again for the order's own total.
    const months = this.chosenEmiMonths;
    const emi =
      order.paymentMethod === 'online' &&
      months !== null &&
      noCostQuote(order.total, this.#settings.settings, true, months)
        ? `&emi=${months}`
        : '';
    return `/orders/${encodeURIComponent(order.id)}?placed=1${emi}`;
  }

  setField(field: ShippingAddressField, value: string): void {
    this.form = { ...this.form, [field]: value };
    if (this.submitted || this.errors[field]) this.checkField(field);
    if (field === 'pincode' && isValidPincode(value.trim())) this.#delivery.remember(value.trim());
    this.keepDraft();
  }

  /** Fills the form with a saved address (chosen at checkout); its fields are already valid. */
  chooseAddress(address: ShippingAddress): void {
    this.form = Object.fromEntries(
      Object.keys(EMPTY_ADDRESS_FORM).map((field) => [field, address[field as ShippingAddressField]]),
    ) as ShippingAddressForm;
    this.errors = {};
    this.saveAddress = false;
    this.keepDraft();
  }

  /**
   * The shopper's default saved address fills the form once per checkout, when nothing was typed (or kept from
   * before a reload).
   */
  offerDefault(address: ShippingAddress | null): void {
    if (this.#defaultOffered) return;
    this.#defaultOffered = true;
    if (address && this.form.line1 === '') this.chooseAddress(address);
  }

  /** Starts a new address, keeping the name of the one before. */
  newAddress(): void {
    this.form = { ...EMPTY_ADDRESS_FORM, name: this.form.name };
    this.errors = {};
    this.keepDraft();
  }

  setTermsAccepted(accepted: boolean): void {
    this.termsAccepted = accepted;
    if (accepted) this.termsError = null;
  }

  /** When the checkout opens: the consent box starts unticked, whatever an earlier visit left. */
  askConsentAgain(): void {
    this.termsAccepted = false;
    this.termsError = null;
  }

  setSaveAddress(save: boolean): void {
    this.saveAddress = save;
  }

  /**
   * Checks one field (on leaving it), keeping what was typed; the messages already shown are checked again with it, as
   * one field can settle another's (a state chosen to match the PIN code).
   */
  checkField(field: ShippingAddressField): void {
    this.errors = recheckedErrors(this.form, [
      ...(Object.keys(this.errors) as ShippingAddressField[]),
      field,
    ]);
  }

  /**
   * Called when the checkout opens: a different shopper than last time (a shared computer) starts from their own
   * draft, or an empty form and a fresh order id; the name is filled from the account when none was typed.
   */
  prepare(uid: string, suggestedName: string): void {
    if (this.#owner !== uid) {
      const draft = this.#draft.load(uid);
      this.#owner = uid;
      this.form = draft ? draft.form : { ...EMPTY_ADDRESS_FORM };
      this.errors = {};
      this.submitted = false;
      this.error = null;
      this.#orderId = draft?.orderId ?? null;
      this.#defaultOffered = false;
    }
    if (this.form.name === '' && suggestedName) this.form = { ...this.form, name: suggestedName };
    const remembered = this.#delivery.pincode;
    if (this.form.pincode === '' && remembered !== '') {
      const state = stateAfterPincodeChange(this.form.state, '', remembered);
      this.form = { ...this.form, pincode: remembered, state };
    }
  }

  async placeOrder(): Promise<PlaceOrderOutcome> {
    if (this.placing || !this.settingsAndZonesLoaded) return { ok: false, kind: 'busy', message: '' };
    this.submitted = true;
    this.error = null;
    // Said at once with any address errors, so one attempt shows everything left to do.
    this.termsError = this.termsAccepted ? null : TERMS_NOT_ACCEPTED;
    const address = validateShippingAddress(this.form);
    if (!address.ok) {
      this.errors = address.error.fields;
      return { ok: false, kind: 'address', message: orderMessageFor('ADDRESS.INVALID') };
    }
    this.errors = {};
    if (this.pincodeProblem) {
      this.errors = { pincode: this.pincodeProblem };
      return { ok: false, kind: 'address', message: this.pincodeProblem };
    }
    if (this.termsError) return { ok: false, kind: 'consent', message: this.termsError };
    const user = this.#session.user;
    if (!user) return this.failWith(messageFor('AUTH.NOT_SIGNED_IN'));
    if (this.#cart.isEmpty) return this.failWith(orderMessageFor('ORDER.EMPTY'));
    if (this.tooManyLines)
      return this.failWith(orderMessageFor('ORDER.TOO_MANY_LINES', { max: MAX_ORDER_LINES }));
    if (this.payment === 'cod' && this.codProblem) return this.failWith(this.codProblem);

    this.placing = true;
    this.placedLate = null;
    this.#orderId ??= this.#ids.newId();
    this.keepDraft();
    const lines = this.#cart.items.map((item) => ({
      productId: item.id,
      variantId: item.variant?.id ?? null,
      quantity: item.quantity,
      expectedUnitPrice: item.price,
    }));
    const choice = this.offerChoice;
    const offered = choice.applied.length > 0;
    const placement = new OrderPlacement(
      this.#orderRepository,
      this.#connectivity,
      {
        orderId: this.#orderId,
        userId: user.uid,
        customerEmail: user.email,
        lines,
        shippingAddress: address.value,
        paymentMethod: this.payment,
        termsAccepted: this.termsAccepted,
        ...(offered
          ? { offerIds: choice.applied.map(({ offer }) => offer.id), expectedDiscount: choice.discount }
          : {}),
      },
      (order) => this.placedAfterAll(order),
    );
    this.placement = placement;
    try {
      const end = await placement.run();
      if (end.kind === 'cancelled') return { ok: false, kind: 'cancelled', message: '' };
      if (end.kind === 'failed') {
        console.error('placeOrder failed', end.error);
        return this.failWith(orderMessageFor('ORDER.NETWORK'));
      }
      if (!end.result.ok) return this.refused(end.result.error, offered);
      this.recordPlaced(end.result.value);
      return { ok: true, order: end.result.value };
    } finally {
      runInAction(() => {
        this.placing = false;
        this.placement = null;
      });
    }
  }

  /** The placement has gone unanswered for a while, or waits for the network to come back. */
  get waitingForNetwork(): boolean {
    return this.placement?.waitingForNetwork ?? false;
  }

  /** The shopper stops waiting for the network: nothing is placed afterwards, and what they typed stays. */
  cancelPlacing(): void {
    this.placement?.cancel();
  }

  /** The late order has been shown to the shopper. */
  forgetPlacedLate(): void {
    this.placedLate = null;
  }

  private recordPlaced(order: Order): void {
    this.#orderId = null;
    this.submitted = false;
    this.termsAccepted = false;
    this.#cart.clear();
    if (order.discount !== undefined) this.#offers.removeCoupon();
    this.#orders.addPlaced(order);
    this.#draft.clear();
  }

  /** A running placement of the same order id will answer with this order itself. */
  private placedAfterAll(order: Order): void {
    if (this.placing || order.id !== this.#orderId) return;
    this.recordPlaced(order);
    this.placedLate = order;
  }

  private keepDraft(): void {
    if (this.#owner) this.#draft.save({ owner: this.#owner, form: this.form, orderId: this.#orderId });
  }

  /** Forgets a failure message (e.g. when the shopper goes back to the cart). */
  clearError(): void {
    this.error = null;
  }

  /** A refused checkout with offers gave their hold back, under its order id: the next attempt holds them anew. */
  private refused(error: PlaceOrderError, offered: boolean): PlaceOrderOutcome {
    const message = placeOrderErrorMessage(error, (productId) => this.productName(productId));
    if (error.code === 'ORDER.PRICE_CHANGED') {
      // The shop's price moved: show the new price in the cart so the next attempt agrees with it.
      const line = this.#cart.items.find(
        (item) => item.id === error.productId && item.price === error.expected,
      );
      if (line) this.#cart.repriceProduct(error.productId, error.actual - line.priceModifier);
    }
    if (error.code === 'ORDER.ID_TAKEN' || offered) this.#orderId = null;
    if (error.code === 'ORDER.OFFERS_CHANGED') this.#offers.reload();
    return this.failWith(message);
  }

  private failWith(message: string): PlaceOrderOutcome {
    runInAction(() => (this.error = message));
    return { ok: false, kind: 'order', message };
  }

  private productName(productId: string): string {
    return this.#cart.items.find((item) => item.id === productId)?.name ?? 'An item in your cart';
  }
}
