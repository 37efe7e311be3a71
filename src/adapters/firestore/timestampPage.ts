import {
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  startAfter,
  Timestamp,
} from 'firebase/firestore';
import type { Page } from '../../domain/shared/Page';
import { guarded } from './firestoreErrors';
import { decodeCursor, encodeCursor } from './pageCursor';
import { checkPageSize } from '../../domain/shared/Page';

/** How a listing is ordered: by a timestamp field, the document id breaking ties, both one way. */
export interface TimestampOrder {
  /** Names the listing in its cursors, so that a cursor of another listing is refused. */
  tag: string;
  field: string;
  direction: 'asc' | 'desc';
  /** A number field ordered before the timestamp, the same way (a review's helpful votes). */
  first?: string;
}

/**
 * One page of `source` narrowed by `filters`, in `order`, from `request.cursor` on. It reads one document more than
 * `request.pageSize` to know whether another page follows; that page's cursor holds the last document's place (the
 * `first` field's value, the timestamp's seconds and nanoseconds, the id). `read` maps a document, null leaves it out.
 */
export const timestampPage = async <T>(
  source: Query,
  filters: QueryConstraint[],
  order: TimestampOrder,
  request: { pageSize: number; cursor?: string | null | undefined },
  read: (snapshot: QueryDocumentSnapshot) => T | null,
): Promise<Page<T>> => {
  const { tag, field, direction, first } = order;
  const { pageSize, cursor } = request;
  checkPageSize(pageSize);
  const shape = ['number', 'number', 'string'] as const;
  const position = cursor ? decodeCursor(cursor, tag, first ? ['number', ...shape] : shape) : null;
  const at = (index: number) => position?.at(index);
  const after = position
    ? [...(first ? [at(0)] : []), new Timestamp(Number(at(-3)), Number(at(-2))), String(at(-1))]
    : null;
  return guarded(async () => {
    const { docs } = await getDocs(
      query(
        source,
        ...filters,
        ...(first ? [orderBy(first, direction)] : []),
        orderBy(field, direction),
        orderBy(documentId(), direction),
        ...(after ? [startAfter(...after)] : []),
        limit(pageSize + 1),
      ),
    );
    const kept = docs.slice(0, pageSize);
    const last = kept.at(-1);
    const time: unknown = last?.get(field);
    return {
      items: kept.flatMap((snapshot) => read(snapshot) ?? []),
      nextCursor:
        docs.length > pageSize && last && time instanceof Timestamp
          ? encodeCursor(tag, [
              ...(first ? [Number(last.get(first))] : []),
              time.seconds,
              time.nanoseconds,
              last.id,
            ])
          : null,
    };
  });
};
