/** Collection and document names of the Firestore data model (docs/architecture.md#data-model). */
export const PRODUCTS = 'products';
export const ORDERS = 'orders';
/** Shoppers' stock and price alerts, `{owner}~{slot}` (domain Alert). */
export const ALERTS = 'alerts';
/** utrs/{utr}: the order a UPI payment reference was reported for, claimed once, shop-wide (firestore.rules). */
export const UTRS = 'utrs';
/** Places booked per delivery slot, by slot key (DeliverySlot.slotKey). */
export const DELIVERY_SLOTS = 'deliverySlots';
export const USERS = 'users';
export const CATEGORIES = 'categories';
export const BANNERS = 'banners';
export const SETTINGS = 'settings';
export const SETTINGS_ID = 'shop';
/** Public: the delivery zones (deliveryZonesDocument), read once per visit and by the rules at checkout. */
export const DELIVERY_ZONES_ID = 'delivery';
export const COURIERS_ID = 'couriers';
/** Public: the owner's table of search words (storedSearchWords), read once per visit by search. */
export const SEARCH_WORDS_ID = 'searchWords';
export const META = 'meta';
/** Public: one read gives the header its counts. */
export const SUMMARY_ID = 'catalogueSummary';
/** Public: the catalogue's words with their counts (domain SearchVocabulary), read once per visit to correct typos. */
export const SEARCH_VOCABULARY_ID = 'searchVocabulary';
/** Admin-only counters the summary is derived from, so a product write never re-reads the catalogue. */
export const CATALOGUE_INDEX_ID = 'catalogueIndex';
/** Admin-only: the financial year and sequence of the last invoice number, and the order that took it. */
export const INVOICE_COUNTER_ID = 'invoiceCounter';
export const CREDIT_NOTE_COUNTER_ID = 'creditNoteCounter';
/** Admin-only banner count that lets the rules refuse an 11th banner. */
export const BANNER_COUNT_ID = 'bannerCount';
/** Each account's OrderCounter (open orders, open cash-on-delivery value, latest order), keyed by user id. */
export const ORDER_COUNTERS = 'orderCounters';
/** Each account's phone and saved addresses (AddressBook), keyed by user id. */
export const ADDRESS_BOOKS = 'addressBooks';
/** Shoppers' return requests (ReturnRequest), keyed `{orderId}-{number}`. */
export const RETURNS = 'returns';
/** Verified buyers' reviews (Review), keyed `{productId}_{userId}`; each holds its helpful votes in `votes/{userId}`. */
export const REVIEWS = 'reviews';
export const REVIEW_VOTES = 'votes';
/** Public: each product's approved reviews' aggregate (RatingAggregate), keyed by product id. */
export const REVIEW_STATS = 'reviewStats';
/** Owner-only: the staff's activity log (domain Activity), written with each change it records, never changed. */
export const ACTIVITY = 'activity';
/** Shoppers' complaints (Complaint), keyed by their number ('1', '2', …). */
export const COMPLAINTS = 'complaints';
/** In META: the number of the latest complaint, moved by one with each complaint filed. */
export const COMPLAINT_COUNTER_ID = 'complaintCounter';
/** Each account's ComplaintTally (its complaints of a month), keyed by user id, moved with each complaint it files. */
export const COMPLAINT_TALLIES = 'complaintTallies';
/** Server-only: the messages the shop owes (OutboxEntry), keyed by outboxId; closed to every client. */
export const OUTBOX = 'outbox';
/** The payment gateway's webhook events the server has applied, by event id: only the Admin SDK reads or writes it. */
export const GATEWAY_EVENTS = 'gatewayEvents';
/** Staff read, the server module writes: each message given up on, keyed as its outbox entry (docs/operations.md#messages). */
export const MESSAGE_FAILURES = 'messageFailures';
/** In META, written by the server module's outbox round: `{ checkedAt, retried, deleted }`; staff read it. */
export const MESSAGES_STATUS_ID = 'messages';
/** Coupons (by code in capitals) and automatic offers; each account's use of one; a checkout's hold of its offers. */
export const OFFERS = 'offers';
export const OFFER_USES = 'offerUses';
export const OFFER_HOLDS = 'offerHolds';
