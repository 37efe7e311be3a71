import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../../domain/ShopSettings';

/**
 * The demo shop's settings: the defaults, and a seller whose legal details are plainly fictitious (the PAN inside
 * the GSTIN is the one tax guides print as an example) and a UPI ID no app can pay, so that demo invoices and the UPI
 * path show every field and fool nobody.
 */
export const DEMO_SHOP_SETTINGS: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  sellerLegalName: 'Sheesham Home Demo Traders (fictitious)',
  sellerAddress: '1 Example Road, Demo Industrial Area, Jodhpur 342001 (fictitious address)',
  sellerState: 'Rajasthan',
  sellerGstin: '08ABCDE1234F1Z0',
  invoicePrefix: 'SH',
  // A handle no UPI app knows: the demo shows the whole UPI path and no money can reach anyone.
  upiId: 'sheeshamhome.demo@fictitious',
  upiPayeeName: 'Sheesham Home Demo (fictitious)',
};
