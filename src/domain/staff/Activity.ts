/**
 * The activity log: who of the staff changed what, and when. Every staff write of a product, an order's status or
 * payment, a banner, the settings, the delivery zones, a role or a complaint records one entry in the same atomic write
 * (firestore.rules refuse the write without it, and any change to the log).
 */
export const ACTIVITY_KINDS = [
  'product',
  'order',
  'banner',
  'settings',
  'delivery',
  'role',
  'complaint',
  'photo',
  'offer',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export type ActivityAction = 'created' | 'updated' | 'deleted';

/** A field's value as the log keeps it: lists joined, anything else as text, long text cut. */
export type ActivityValue = string | number | boolean | null;

export interface FieldChange {
  readonly field: string;
  readonly before: ActivityValue;
  readonly after: ActivityValue;
}

/** One thing an entry changed: a product, an order, a banner, the settings or a person. */
export interface ActivityTarget {
  readonly id: string;
  readonly label: string;
  readonly action: ActivityAction;
  readonly changes: readonly FieldChange[];
}

/** Who acts: the signed-in member of staff. */
export interface Actor {
  readonly uid: string;
  readonly name: string;
}

/** Who is signed in now, as the adapters that write the log ask it. */
export type CurrentActor = () => Actor | null;

export interface ActivityEntry {
  readonly id: string;
  /** ISO-8601, the server's time of the write. */
  readonly at: string;
  readonly by: Actor;
  readonly kind: ActivityKind;
  readonly targets: readonly ActivityTarget[];
}

/** What one entry may hold: one step of a bulk change (ProductChanges.MAX_PRODUCT_WRITES). */
export const MAX_ACTIVITY_TARGETS = 100;
/** Entries a page of /admin/activity shows. */
export const ACTIVITY_PAGE_SIZE = 25;
const MAX_VALUE_LENGTH = 200;

export const isActivityKind = (value: unknown): value is ActivityKind =>
  typeof value === 'string' && (ACTIVITY_KINDS as readonly string[]).includes(value);

const cut = (text: string): string =>
  text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;

export const activityValue = (value: unknown): ActivityValue => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return cut(value);
  if (Array.isArray(value)) return cut(value.map((item) => String(activityValue(item))).join(', '));
  return cut(JSON.stringify(value));
};

/** A record's fields by name: any domain object. */
type Fields = object;

const valueAt = (fields: Fields | null, field: string): unknown =>
  fields === null ? undefined : (fields as Record<string, unknown>)[field];

/** The listed fields whose values differ between `before` and `after` (a missing side reads as empty). */
export const fieldChanges = (
  before: Fields | null,
  after: Fields | null,
  fields: readonly string[],
): FieldChange[] =>
  fields.flatMap((field) => {
    const was = activityValue(valueAt(before, field));
    const is = activityValue(valueAt(after, field));
    return was === is ? [] : [{ field, before: was, after: is }];
  });

/** What a write did to one thing: created (no `before`), deleted (no `after`) or updated, with the listed fields it changed. */
export const activityTarget = (
  id: string,
  label: string,
  before: Fields | null,
  after: Fields | null,
  fields: readonly string[],
): ActivityTarget => ({
  id,
  label,
  action: before === null ? 'created' : after === null ? 'deleted' : 'updated',
  changes: fieldChanges(before, after, fields),
});

/** The entry a deletion of collection/id names (firestore.rules: loggedDeletion), from the document's last auditId. */
export const deletionEntryId = (collection: string, id: string, lastAuditId: string | undefined): string =>
  `deleted-${collection}-${id}-${lastAuditId ?? 'unlogged'}`;

/**
 * The entry of an order's cancellation by staff: cancelled-order-{orderId}. It names the order, so the rules can check
 * the products it restocks against it (firestore.rules, staffRestock); an order is cancelled once.
 */
export const cancellationEntryId = (orderId: string): string => `cancelled-order-${orderId}`;

/** The entry of the cancellation of an order's line `key` (its place among the order's cancelled lines), likewise. */
export const lineCancellationEntryId = (orderId: string, key: string): string =>
  `cancelled-line-${key}-${orderId}`;

/** Who may be named as acting: a signed-in person, by their name or else their e-mail address. */
export const actorOf = (
  user: { uid: string; displayName?: string | null; email?: string | null } | null,
): Actor | null =>
  user ? { uid: user.uid, name: user.displayName?.trim() || user.email || user.uid } : null;
