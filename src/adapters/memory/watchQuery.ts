import type { Unsubscribe } from '../../domain/shared/Page';
import { deliverOnChange } from './deliverOnChange';
import type { MemoryDatabase, QueryOptions } from './MemoryDatabase';

/**
 * A live query over one collection, delivered asynchronously like a Firestore snapshot listener and billed the same
 * way: the first snapshot is a metered query; afterwards only documents that entered the result or changed cost a
 * read, and a change elsewhere (another collection, or documents outside the result) costs nothing and is not
 * delivered. Bursts of changes coalesce into one delivery.
 */
export const watchQuery = <T>(
  db: MemoryDatabase,
  collection: string,
  options: QueryOptions<T>,
  keyOf: (document: T) => string,
  listener: (documents: T[]) => void,
): Unsubscribe => {
  let previous: Map<string, string> | null = null;
  return deliverOnChange(db, collection, () => {
    if (previous === null) {
      const documents = db.query<T>(collection, options);
      previous = fingerprints(documents, keyOf);
      listener(documents);
      return;
    }
    const documents = selectUnmetered(db, collection, options);
    const next = fingerprints(documents, keyOf);
    const changed = documents.filter(
      (document) => previous?.get(keyOf(document)) !== next.get(keyOf(document)),
    );
    const sameSequence = changed.length === 0 && sameKeys(previous, next);
    previous = next;
    if (sameSequence) return;
    if (changed.length > 0) db.meter.chargeDocuments(changed);
    listener(documents);
  });
};

/** A live view of one document (null while it does not exist), billed like a Firestore document listener. */
export const watchDocument = <T>(
  db: MemoryDatabase,
  collection: string,
  id: string,
  listener: (document: T | null) => void,
): Unsubscribe => {
  let previous: string | undefined;
  return deliverOnChange(db, collection, () => {
    const first = previous === undefined;
    const document = first ? db.get<T>(collection, id) : db.peek<T>(collection, id);
    const print = JSON.stringify(document);
    if (!first && print === previous) return;
    if (!first && document !== null) db.meter.chargeDocuments([document]);
    previous = print;
    listener(document);
  });
};

/** The same selection as `db.query`, without billing: used to diff against what the listener already has. */
const selectUnmetered = <T>(db: MemoryDatabase, collection: string, options: QueryOptions<T>): T[] => {
  const documents = db.scan<T>(collection, options.where);
  if (options.orderBy) documents.sort(options.orderBy);
  const offset = options.offset ?? 0;
  return documents.slice(offset, options.limit === undefined ? undefined : offset + options.limit);
};

const fingerprints = <T>(documents: T[], keyOf: (document: T) => string): Map<string, string> =>
  new Map(documents.map((document) => [keyOf(document), JSON.stringify(document)]));

const sameKeys = (a: Map<string, string> | null, b: Map<string, string>): boolean => {
  if (!a || a.size !== b.size) return false;
  const left = [...a.keys()];
  return [...b.keys()].every((key, index) => key === left[index]);
};
