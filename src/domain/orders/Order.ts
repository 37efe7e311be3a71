import type { OrderCreditNote } from '../tax/TaxDocuments';
import type { OrderInvoice } from '../tax/TaxDocuments';
import type { RefundDestination } from './RefundDestination';
import type { Shipment } from '../shipping/Shipment';
import type { DeliverySlot } from '../shipping/DeliveryWindows';
import type { OnlinePayment } from '../payments/PaymentGateway';

export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['cod', 'upi', 'online'] as const;
/**
 * Cash on delivery, UPI paid by the shopper from their own app and verified by the shop (UpiPayment), or paid online
 * through the shop's payment gateway and verified by its server (OnlinePayment).
 */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The reasons a promised delivery date may move, as the shopper reads them. */
export const DELAY_REASONS = [
  'Delayed by the courier',
  'Delayed by weather or road closures',
  'Delayed while our workshop finishes your piece',
  'Delayed at your request',
] as const;
export type DelayReason = (typeof DELAY_REASONS)[number];

/** The date (India, YYYY-MM-DD) an order is now promised by, later than before, and the reason it moved. */
export interface DeliveryDelay {
  by: string;
  reason: DelayReason;
  /** When the shop moved the date (its shopper is told then); absent on a delay recorded before it was kept. */
  at?: string;
}

/** The courier's payment of collected cash, as recorded on each order it covers. */
export interface CodRemittance {
  /** The courier's reference for the payment (a UTR or their remittance number). */
  reference: string;
  /** The India date the money reached the shop, YYYY-MM-DD. */
  date: string;
  /** The whole payment, in rupees, over all the orders it covers. */
  amount: number;
}

export interface ShippingAddress {
  name: string;
  /** 10-digit Indian mobile number, digits only. */
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  /** 6-digit Indian PIN code. */
  pincode: string;
}

export interface OrderLineVariant {
  id: string;
  size?: string;
  color?: string;
}

export interface OrderLine {
  productId: string;
  name: string;
  image: string;
  variant: OrderLineVariant | null;
  /** Product price plus the variant's modifier at the time of ordering, whole rupees. */
  unitPrice: number;
  quantity: number;
  /** The product's assembly charge per piece at the time of ordering (0: free); absent when it needs none. */
  assemblyCharge?: number;
}

/** A line staff took off the order before it was confirmed (LineCancellation), when and by whom (their e-mail). */
export interface CancelledLine {
  line: OrderLine;
  at: string;
  by: string;
}

/** Money a refunded return gave back: the return's number and the price paid for its units, whole rupees. */
export interface OrderRefund {
  returnNumber: number;
  amount: number;
  /** Where it was sent, when not back the way the order was paid: the return request's (RefundDestination). */
  refundTo?: RefundDestination;
}

/**
 * One recorded change of an order after it was placed: its status and payment status after the change, when (ISO)
 * and who made it (an admin's e-mail; null for the shopper). The timeline is read off these (OrderTimeline).
 */
export interface OrderHistoryEntry {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  at: string;
  by: string | null;
}

export interface Order {
  id: string;
  userId: string;
  customerEmail: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  lines: OrderLine[];
  subtotal: number;
  shipping: number;
  total: number;
  shippingAddress: ShippingAddress;
  createdAt: string;
  updatedAt: string;
  /** Every change since the order was placed, oldest first. */
  history: OrderHistoryEntry[];
  /** The shopper's reason when they cancelled it ('' when they gave none). */
  cancelReason?: string;
  /** Where the refund of a paid order the shopper cancelled goes, when not back to the UPI ID it came from. */
  refundTo?: RefundDestination;
  /** Issued when the order is confirmed; an order cancelled before that has none. */
  invoice?: OrderInvoice;
  /** When it was delivered: the return window runs from here. */
  deliveredAt?: string;
  /**
   * The working days its delivery zone promised when it was placed (the zone's most days): it is promised by
   * promisedDeliveryDate. Orders placed before the shop kept the promise have none.
   */
  deliveryDays?: number;
  /** A later date the shop moved the promise to, and why, as the shopper reads it (OrderShipping.withDelay). */
  deliveryDelay?: DeliveryDelay;
  /** Lines staff took off it before it was confirmed (LineCancellation), oldest first; none before the first. */
  cancelledLines?: CancelledLine[];
  /** When its shopper changed where it goes (AddressChange), oldest first; none before the first change. */
  addressChangedAt?: string[];
  /** The courier and AWB it was shipped with; orders shipped before the shop recorded them have none. */
  shipment?: Shipment;
  /** The date and window the shopper booked where the shop's own team delivers (DeliverySlot). */
  deliverySlot?: DeliverySlot;
  /** How many times the shopper moved the booked slot, at most MAX_SLOT_CHANGES; none before the first move. */
  slotChanges?: number;
  /** When its shopper booked assembly (AssemblyBooking); the booked lines carry their charge. */
  assemblyBookedAt?: string;
  /** The cash collected at the door, rupees: set when a cash-on-delivery order is marked paid (CodRemittance). */
  codCollected?: number;
  /** Collected and not yet paid over by whoever collected it. */
  codToRemit?: true;
  /** The courier's payment that covered its collected cash. */
  codRemittance?: CodRemittance;
  /** How many return requests the shopper has made on it (ReturnRequest). */
  returnCount?: number;
  /** Lines asked back, by line index: the number of the request that asked. Each line can be asked back once. */
  returnLines?: Record<number, number>;
  /** What refunded returns gave back, oldest first; the payment stays as it was (OrderRules.refundedAmount). */
  refunds?: OrderRefund[];
  /**
   * What the refund of the whole payment gave back, whole rupees: the total less what refunded returns gave back
   * before it (OrderRules.paymentRefundOf), so an order never gives back more than it was paid.
   */
  paymentRefund?: number;
  /** The credit note of each refunded return of an invoiced order, by the return's number. */
  creditNotes?: Record<number, OrderCreditNote>;
  /** An online order's payment at its gateway, as only the shop's server records it. */
  onlinePayment?: OnlinePayment;
  /** A UPI order's transaction reference (UTR, 12 digits) as the shopper reported it, once, for the shop to verify. */
  utr?: string;
  /** When the shopper reported it. */
  utrAt?: string;
  /**
   * When its shopper asked for their account to be deleted (OrderErasure): the order is then kept only for tax
   * records, and its customer details are erased at `erasureDueAt`, the end of the retention the law requires.
   */
  erasureRequestedAt?: string;
  /** Until the details are erased: from then on the shop no longer needs them (OrderErasure.erasureDueAt). */
  erasureDueAt?: string;
  /** When the shop replaced the customer's name, phone, e-mail and address by 'Deleted customer'. */
  customerErasedAt?: string;
  /**
   * When the shopper agreed to the Terms of Sale and the Return Policy: the order's creation, since no order is
   * placed without that consent. Orders placed before checkout asked for it have none.
   */
  termsAcceptedAt?: string;
  /** A cash-on-delivery order above the shop's amount, which waits for its shopper's word (CodConfirmation). */
  codToConfirm?: true;
  /** When the shopper confirmed it. */
  codConfirmedAt?: string;
  /**
   * What its offers took off, whole rupees, shown on its own line; `total` is after it. Orders placed without offers
   * have none of these (OfferHold: the hold of the same id they were taken from).
   */
  discount?: number;
  /** The offers it was placed with (a coupon's code in capitals, an automatic offer's `auto-…` id) and what each took. */
  offerIds?: string[];
  offerDiscounts?: number[];
  /** Each line's share of the discount, by line index, and the category each line was priced by. */
  lineDiscounts?: number[];
  lineCategories?: string[];
}
