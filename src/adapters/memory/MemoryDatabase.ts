import { firstInOrder } from './firstInOrder';
import { ReadMeter } from './ReadMeter';

export type DocumentData = Record<string, unknown>;
export type Snapshot = Record<string, Record<string, DocumentData>>;
type ChangeListener = (collection: string) => void;
/** Makes a collection's documents, by id, when it is first used. */
export type MakeDocuments = () => Record<string, DocumentData>;

export interface QueryOptions<T> {
  where?: (document: T) => boolean;
  orderBy?: (a: T, b: T) => number;
  offset?: number;
  limit?: number;
  /**
   * The documents to read, already in `orderBy` order: a view from `derived` that the caller keeps like an index
   * (it may leave out documents `where` rejects). The query reads it in order and stops once it has its `limit`.
   */
  ordered?: readonly T[];
}

/**
 * The in-memory document store behind every memory adapter: collections of JSON documents keyed by id.
 * Everything runs synchronously, so a `transaction` callback is atomic with respect to every other caller — the
 * in-memory counterpart of a Firestore transaction. Documents are copied in and out, so callers never share state.
 * Metered reads go through `get` and `query`; `peek`/`scan` are for checks the real database does in its index or
 * rules without billing (never for data returned to the app).
 */
export class MemoryDatabase {
  readonly meter = new ReadMeter();
  private collections = new Map<string, Map<string, DocumentData>>();
  /** Collections whose documents are made on first use (`makeLater`). */
  private unmade = new Map<string, MakeDocuments>();
  private listeners = new Set<ChangeListener>();
  /** Views derived from each collection's documents, dropped when the collection changes. */
  private views = new Map<string, Map<string, unknown>>();
  /**
   * For each open transaction, innermost last: the documents its writes replaced (undefined: there was none), by
   * collection and id, as they were before its first write to each. A rollback puts back only these.
   */
  private undoLogs: Map<string, Map<string, DocumentData | undefined>>[] = [];

  constructor(snapshot?: Snapshot) {
    if (snapshot) this.restore(snapshot, false);
  }

  /** One metered document read; a missing document still costs one read. */
  get<T>(collection: string, id: string): T | null {
    const document = this.table(collection).get(id);
    this.meter.chargeDocuments(document ? [document] : []);
    return document ? (structuredClone(document) as T) : null;
  }

  /** A metered query: filters, sorts, then skips `offset` and keeps `limit` documents; billed for what it returns. */
  query<T>(collection: string, options: QueryOptions<T> = {}): T[] {
    const result = this.select(collection, options);
    this.meter.chargeDocuments(result);
    return result.map((document) => structuredClone(document));
  }

  /**
   * A metered count aggregation; `ordered` as in `query` (any order: it only narrows what is scanned); with `limit`,
   * counts no further (Firestore's count of a limited query).
   */
  count<T>(
    collection: string,
    where?: (document: T) => boolean,
    ordered?: readonly T[],
    limit?: number,
  ): number {
    const matched = this.select<T>(collection, {
      ...(where ? { where } : {}),
      ...(ordered ? { ordered } : {}),
      ...(limit === undefined ? {} : { limit }),
    }).length;
    this.meter.chargeCount(matched);
    return matched;
  }

  /** Unmetered read, for checks that Firestore does without billing the app (index look-ups, rules). */
  peek<T>(collection: string, id: string): T | null {
    const document = this.table(collection).get(id);
    return document ? (structuredClone(document) as T) : null;
  }

  /** Unmetered scan; see `peek`. */
  scan<T>(collection: string, where?: (document: T) => boolean): T[] {
    return this.select(collection, { ...(where ? { where } : {}) }).map((document) =>
      structuredClone(document),
    );
  }

  set(collection: string, id: string, document: DocumentData): void {
    this.meter.chargeWrite();
    this.remember(collection, id);
    this.table(collection).set(id, structuredClone(document));
    this.views.delete(collection);
    this.notify(collection);
  }

  delete(collection: string, id: string): void {
    this.remember(collection, id);
    if (!this.table(collection).delete(id)) return;
    this.meter.chargeWrite();
    this.views.delete(collection);
    this.notify(collection);
  }

  /**
   * Replaces a collection's documents with those `make` returns, made when the collection is first read, written or
   * snapshotted: a seed's bulk that most pages never read (a demo's thousands of reviews) costs a phone nothing until
   * one does. Not for use inside a transaction, which could not undo it.
   */
  makeLater(collection: string, make: MakeDocuments): void {
    if (this.undoLogs.length) throw new Error('makeLater cannot be undone: call it outside a transaction');
    this.collections.delete(collection);
    this.unmade.set(collection, make);
    this.views.delete(collection);
    this.notify(collection);
  }

  /**
   * A view of a collection's stored documents (an index: say, the active products by name), built on first use and
   * kept until the collection changes. `build` gets the stored documents themselves: it must neither change them
   * nor let them out except through `query`'s `ordered`, which copies what it returns.
   */
  derived<T, R>(collection: string, name: string, build: (documents: readonly T[]) => R): R {
    let views = this.views.get(collection);
    if (!views) {
      views = new Map();
      this.views.set(collection, views);
    }
    if (!views.has(name)) views.set(name, build([...this.table(collection).values()] as T[]));
    return views.get(name) as R;
  }

  /**
   * Runs `work` atomically: if it throws, every write it made is rolled back. Listeners hear about the changed
   * collections once, after it succeeds.
   */
  transaction<R>(work: () => R): R {
    const replaced = new Map<string, Map<string, DocumentData | undefined>>();
    this.undoLogs.push(replaced);
    const changed = new Set<string>();
    const listener: ChangeListener = (collection) => changed.add(collection);
    const outer = this.listeners;
    this.listeners = new Set([listener]);
    try {
      const result = work();
      this.undoLogs.pop();
      this.handToOuterTransaction(replaced);
      this.listeners = outer;
      changed.forEach((collection) => this.notify(collection));
      return result;
    } catch (error) {
      this.undoLogs.pop();
      this.listeners = outer;
      this.putBack(replaced);
      throw error;
    }
  }

  /** Hears the name of each collection that changed. */
  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A copy of every document. */
  snapshot(): Snapshot {
    return structuredClone(this.uncopiedSnapshot());
  }

  /**
   * Every stored document itself, not a copy: for turning into JSON at once, or for handing a database's documents
   * over (`adopt`) when nothing uses it afterwards. Nothing may change them.
   */
  uncopiedSnapshot(): Snapshot {
    for (const collection of [...this.unmade.keys()]) this.table(collection);
    const snapshot: Snapshot = {};
    for (const [name, table] of this.collections) snapshot[name] = Object.fromEntries(table);
    return snapshot;
  }

  /** Replaces every collection with a copy of `snapshot`; notifies listeners when `notify`. */
  restore(snapshot: Snapshot, notify = true): void {
    this.adopt(structuredClone(snapshot), notify);
  }

  /**
   * Replaces every collection with the documents of a snapshot nobody else holds (just parsed, or handed over), as
   * they are: a start-up with a shop's worth of documents copies none of them. Notifies listeners when `notify`.
   */
  adopt(snapshot: Snapshot, notify = true): void {
    const handedOver = new MemoryDatabase();
    handedOver.collections = new Map(
      Object.entries(snapshot).map(([name, documents]) => [name, new Map(Object.entries(documents))]),
    );
    this.takeOver(handedOver, notify);
  }

  /**
   * Takes every collection of a database nobody uses afterwards, those it has yet to make included, leaving it
   * empty; notifies listeners of every collection either held when `notify`.
   */
  takeOver(other: MemoryDatabase, notify = true): void {
    const names = new Set([...this.names(), ...other.names()]);
    this.views.clear();
    [this.collections, this.unmade] = [other.collections, other.unmade];
    [other.collections, other.unmade] = [new Map(), new Map()];
    other.views.clear();
    if (notify) names.forEach((name) => this.notify(name));
  }

  private names(): string[] {
    return [...this.collections.keys(), ...this.unmade.keys()];
  }

  /** The stored documents themselves (not copies): callers copy what leaves the database. */
  private select<T>(
    collection: string,
    { where, orderBy, offset = 0, limit, ordered }: QueryOptions<T>,
  ): T[] {
    const end = limit === undefined ? undefined : offset + limit;
    if (ordered) return firstMatches(ordered, where, end).slice(offset);
    const stored = this.table(collection).values() as Iterable<T>;
    // A bounded, ordered query keeps only what it returns, like an index scan: no sort of the whole collection.
    if (orderBy && end !== undefined) return firstInOrder(stored, where, orderBy, end).slice(offset);
    let documents = [...stored];
    if (where) documents = documents.filter(where);
    if (orderBy) documents.sort(orderBy);
    return documents.slice(offset, end);
  }

  /** Notes, for the innermost open transaction, what a write to this document replaces (its first write only). */
  private remember(collection: string, id: string): void {
    const log = this.undoLogs.at(-1);
    if (!log) return;
    let replaced = log.get(collection);
    if (!replaced) log.set(collection, (replaced = new Map()));
    if (!replaced.has(id)) replaced.set(id, this.table(collection).get(id));
  }

  /** A nested transaction that succeeded: its writes are the outer one's to roll back. */
  private handToOuterTransaction(log: Map<string, Map<string, DocumentData | undefined>>): void {
    const outer = this.undoLogs.at(-1);
    if (!outer) return;
    for (const [collection, replaced] of log) {
      let outerReplaced = outer.get(collection);
      if (!outerReplaced) outer.set(collection, (outerReplaced = new Map()));
      for (const [id, document] of replaced) if (!outerReplaced.has(id)) outerReplaced.set(id, document);
    }
  }

  /** Rolls back a failed transaction's writes (stored documents are never changed in place, so these are intact). */
  private putBack(log: Map<string, Map<string, DocumentData | undefined>>): void {
    for (const [collection, replaced] of log) {
      const table = this.table(collection);
      for (const [id, document] of replaced) {
        if (document === undefined) table.delete(id);
        else table.set(id, document);
      }
      this.views.delete(collection);
    }
  }

  private table(collection: string): Map<string, DocumentData> {
    let table = this.collections.get(collection);
    if (!table) {
      const make = this.unmade.get(collection);
      this.unmade.delete(collection);
      table = new Map(make ? Object.entries(make()) : []);
      this.collections.set(collection, table);
    }
    return table;
  }

  private notify(collection: string): void {
    this.listeners.forEach((listener) => listener(collection));
  }
}

const firstMatches = <T>(
  ordered: readonly T[],
  where: ((document: T) => boolean) | undefined,
  end?: number,
): T[] => {
  const found: T[] = [];
  for (const document of ordered) {
    if (end !== undefined && found.length >= end) break;
    if (!where || where(document)) found.push(document);
  }
  return found;
};
