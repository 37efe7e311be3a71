import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../../domain/settings/ShopSettings';

/**
 * The demo shop's settings: the defaults, and a seller whose legal and contact details are plainly fictitious (the
 * PAN inside the GSTIN is the one tax guides print as an example, no Indian number begins 0 after +91, the e-mail
 * addresses are on the reserved .example domain) and a UPI ID no app can pay, so that demo invoices, the footer, the
 * contact and legal pages and the UPI path show every field and fool nobody.
 */
export const DEMO_SHOP_SETTINGS: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  phone: '+91 00000 12345',
  email: 'care@sheeshamhome.example',
  sellerLegalName: 'Sheesham Home Demo Traders (fictitious)',
  sellerAddress: '1 Example Road, Demo Industrial Area, Jodhpur 342001 (fictitious address)',
  sellerState: 'Rajasthan',
  sellerGstin: '08ABCDE1234F1Z0',
  grievanceOfficerName: 'Asha Example (fictitious)',
  grievanceOfficerDesignation: 'Grievance Officer (demo)',
  grievanceOfficerPhone: '+91 00000 54321',
  grievanceOfficerEmail: 'grievance@sheeshamhome.example',
  invoicePrefix: 'SH',
  // A handle no UPI app knows: the demo shows the whole UPI path and no money can reach anyone.
  upiId: 'sheeshamhome.demo@fictitious',
  upiPayeeName: 'Sheesham Home Demo (fictitious)',
  // The demo's own gateway takes these payments (DemoPaymentGateway); the key id is a made-up test one.
  paymentGateway: 'razorpay',
  paymentGatewayKeyId: 'rzp_test_DemoFictitious',
  emiMinimum: 10000,
  emiPlans: [
    { months: 3, lender: 'Demo Bank credit cards (fictitious)', annualRatePercent: 15, noCost: false },
    { months: 6, lender: 'Demo Bank credit cards (fictitious)', annualRatePercent: 15, noCost: true },
    { months: 9, lender: 'Demo Finance EMI card (fictitious)', annualRatePercent: 16, noCost: false },
    { months: 12, lender: 'Demo Bank credit cards (fictitious)', annualRatePercent: 15, noCost: false },
  ],
  // A number ID Meta never issued: a shopper who asks for WhatsApp finds its messages in the demo inbox.
  whatsappPhoneNumberId: '100000000000000',
  whatsappPlacedTemplate: 'order_placed',
  whatsappConfirmedTemplate: 'order_confirmed',
  whatsappShippedTemplate: 'order_shipped',
  whatsappDeliveredTemplate: 'order_delivered',
  whatsappCancelledTemplate: 'order_cancelled',
  whatsappUpiVerifiedTemplate: 'upi_payment_received',
};
