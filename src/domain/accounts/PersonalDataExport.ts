import type { AddressBook, SavedAddress } from '../checkout/AddressBook';
import type { Complaint } from '../afterSales/Complaint';
import { indiaDay } from '../shared/CsvCells';
import type { Order, OrderHistoryEntry } from '../orders/Order';
import type { Review } from '../afterSales/Review';
import type { UserProfile } from './User';

/**
 * 'Download my data' (DPDP Act 2023, s.11: a summary of the personal data the shop holds): one JSON file of the
 * shopper's account, saved addresses, orders, reviews and complaints, made only of their own records.
 */
export const PERSONAL_DATA_FORMAT = 'sheesham-home-personal-data';
export const PERSONAL_DATA_VERSION = 1;

/**
 * The most orders the file reads. The account limits (one order a minute, a few open at a time) keep a shopper far
 * below it; the file says so when it is reached.
 */
export const MAX_EXPORTED_ORDERS = 10_000;

/** What the shop read for the signed-in shopper `uid`, and when. */
export interface PersonalDataSources {
  uid: string;
  /** The e-mail the shopper signs in with. */
  email: string;
  /** The `users` record; null when there is none. */
  profile: UserProfile | null;
  addressBook: AddressBook;
  orders: readonly Order[];
  reviews: readonly Review[];
  complaints: readonly Complaint[];
  exportedAt: string;
}

/** An order's recorded change as the shopper sees it: who of the staff made it is theirs, not the shopper's. */
export type ExportedHistoryEntry = Omit<OrderHistoryEntry, 'by'>;
export type ExportedOrder = Omit<Order, 'history'> & { history: ExportedHistoryEntry[] };

export interface PersonalDataExport {
  format: typeof PERSONAL_DATA_FORMAT;
  version: typeof PERSONAL_DATA_VERSION;
  exportedAt: string;
  account: {
    uid: string;
    email: string;
    emailVerified: boolean | null;
    name: string;
    displayName: string;
    createdAt: string | null;
    /** When the shopper agreed to the privacy notice; null for an account made before the shop asked. */
    privacyConsentAt: string | null;
  };
  phone: string;
  defaultAddressId: string | null;
  /** Whether the shopper agreed to get their order updates on WhatsApp at `phone`. */
  whatsappUpdates: boolean;
  addresses: SavedAddress[];
  /** Newest first. */
  orders: ExportedOrder[];
  /** False only when the shopper has MAX_EXPORTED_ORDERS orders or more: the file then holds the newest ones. */
  ordersComplete: boolean;
  /** Newest first. */
  reviews: Review[];
  /** Newest first. */
  complaints: Complaint[];
}

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }): number =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

const exportedOrder = ({ history, ...order }: Order): ExportedOrder => ({
  ...order,
  history: history.map(({ by: _staff, ...entry }) => entry),
});

/** The file's content: only the records whose owner is `uid`, each list newest first. */
export const personalDataExport = (sources: PersonalDataSources): PersonalDataExport => {
  const { uid, profile } = sources;
  const own = profile?.uid === uid ? profile : null;
  return {
    format: PERSONAL_DATA_FORMAT,
    version: PERSONAL_DATA_VERSION,
    exportedAt: sources.exportedAt,
    account: {
      uid,
      email: sources.email,
      emailVerified: own ? own.emailVerified : null,
      name: own?.name ?? '',
      displayName: own?.displayName ?? '',
      createdAt: own?.createdAt ?? null,
      privacyConsentAt: own?.privacyConsentAt ?? null,
    },
    phone: sources.addressBook.phone,
    defaultAddressId: sources.addressBook.defaultAddressId,
    whatsappUpdates: sources.addressBook.whatsappUpdates,
    addresses: sources.addressBook.addresses.map((address) => ({ ...address })),
    orders: sources.orders
      .filter((order) => order.userId === uid)
      .sort(newestFirst)
      .map(exportedOrder),
    ordersComplete: sources.orders.length < MAX_EXPORTED_ORDERS,
    reviews: sources.reviews.filter((review) => review.userId === uid).sort(newestFirst),
    complaints: sources.complaints.filter((complaint) => complaint.uid === uid).sort(newestFirst),
  };
};

/** 'sheesham-home-data-2026-11-27.json': named after the India day it was made. */
export const personalDataFileName = (exportedAt: string): string =>
  `sheesham-home-data-${indiaDay(exportedAt)}.json`;

/** The file's text: indented, so a person can read it too. */
export const personalDataJson = (data: PersonalDataExport): string => `${JSON.stringify(data, null, 2)}\n`;
