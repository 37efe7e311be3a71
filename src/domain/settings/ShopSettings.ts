import type { EmiPlan } from '../payments/EmiPlan';
import type { PAYMENT_GATEWAYS } from '../payments/PaymentGateway';

/** A payment gateway the shop can be configured with. */
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** The `settings/shop` document. Money in whole rupees; gstRate is a percentage (18 means 18 %). */
export interface ShopSettings {
  phone: string;
  email: string;
  freeShippingThreshold: number;
  shippingFee: number;
  gstRate: number;
  lowStockThreshold: number;
  /** Cash-on-delivery orders one account may hold open (pending or confirmed) at once: they cost an attacker nothing. */
  maxOpenOrders: number;
  /** Prepaid (UPI) orders one account may hold open at once: a higher bound, as each is paid or soon cancelled. */
  maxOpenPrepaidOrders: number;
  /** Rupees of open cash-on-delivery orders one account may hold at once. */
  maxOpenCodValue: number;
  /** The supplier on every tax invoice (CGST Rules, rule 46): legal name, registered address, state and GSTIN. */
  sellerLegalName: string;
  sellerAddress: string;
  /** A state or union territory of GST_STATE_CODES: where the shop supplies from (CGST + SGST within it). */
  sellerState: string;
  sellerGstin: string;
  /** The grievance officer shoppers may complain to (Consumer Protection (E-Commerce) Rules 2020, rule 4(4)): name,
   * designation and contact details, shown on /contact, /grievance and in the footer's pages. */
  grievanceOfficerName: string;
  grievanceOfficerDesignation: string;
  grievanceOfficerPhone: string;
  grievanceOfficerEmail: string;
  /** 1–3 capital letters or digits before each invoice number: 'SH' gives SH/26-27/000123. */
  invoicePrefix: string;
  /** Days after delivery in which a shopper may ask to return items (the footer's 30-day returns). */
  returnWindowDays: number;
  /** The shop's UPI ID (VPA, e.g. sheeshamhome@okaxis) and the payee name shoppers' apps show; UPI is offered only
   * when both are set. */
  upiId: string;
  upiPayeeName: string;
  /**
   * The payment gateway the shop takes payments online through, and its public key id (e.g. rzp_live_…); '' for
   * none, and online payment is offered only when both are set. The key's secret is the server's (OnlinePayment).
   */
  paymentGateway: '' | PaymentGatewayName;
  paymentGatewayKeyId: string;
  /** EMI through the gateway (EmiPlan): offered on prices of at least this many rupees, in these plans. */
  emiMinimum: number;
  emiPlans: EmiPlan[];
  /** Hours a shopper has to pay for a UPI order (report its UTR); after them an unpaid one is cancelled. */
  paymentWindowHours: number;
  /** A cash-on-delivery order above this many rupees waits for its shopper to confirm it; 0 asks for none. */
  codConfirmAbove: number;
  /** Hours the shopper has to confirm such an order; after them an unconfirmed one is cancelled. */
  codConfirmWithinHours: number;
  /** The Cloud API's ID of the shop's WhatsApp Business number; '' sends no WhatsApp message (WhatsAppMessage). */
  whatsappPhoneNumberId: string;
  /** The template of each order message on WhatsApp, as registered with Meta; '' sends that one by e-mail. */
  whatsappPlacedTemplate: string;
  whatsappConfirmedTemplate: string;
  whatsappShippedTemplate: string;
  whatsappDeliveredTemplate: string;
  whatsappCancelledTemplate: string;
  whatsappUpiVerifiedTemplate: string;
}

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  phone: '+91 98765 43210',
  email: 'care@sheeshamhome.in',
  freeShippingThreshold: 10000,
  shippingFee: 499,
  gstRate: 18,
  lowStockThreshold: 5,
  maxOpenOrders: 3,
  maxOpenPrepaidOrders: 10,
  maxOpenCodValue: 300000,
  sellerLegalName: '',
  sellerAddress: '',
  sellerState: '',
  sellerGstin: '',
  grievanceOfficerName: '',
  grievanceOfficerDesignation: '',
  grievanceOfficerPhone: '',
  grievanceOfficerEmail: '',
  invoicePrefix: 'SH',
  returnWindowDays: 30,
  upiId: '',
  upiPayeeName: '',
  paymentGateway: '',
  paymentGatewayKeyId: '',
  emiMinimum: 10000,
  emiPlans: [],
  paymentWindowHours: 24,
  codConfirmAbove: 20000,
  codConfirmWithinHours: 48,
  whatsappPhoneNumberId: '',
  whatsappPlacedTemplate: '',
  whatsappConfirmedTemplate: '',
  whatsappShippedTemplate: '',
  whatsappDeliveredTemplate: '',
  whatsappCancelledTemplate: '',
  whatsappUpiVerifiedTemplate: '',
};
