import { Timestamp } from 'firebase/firestore';

/**
 * A stored Timestamp (or a legacy ISO string or millisecond number) as the ISO string the domain speaks. Any object
 * with `toDate` will do, so the server module reads the Admin SDK's Timestamps with the same document readers.
 */
export const toIso = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return new Date(value).toISOString();
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    return (value.toDate() as Date).toISOString();
  }
  return new Date(0).toISOString();
};

export const fromIso = (iso: string): Timestamp => Timestamp.fromMillis(Date.parse(iso));

/** The first instant whose ISO string (millisecond precision) is later than `iso`. */
export const justAfter = (iso: string): Timestamp => Timestamp.fromMillis(Date.parse(iso) + 1);
