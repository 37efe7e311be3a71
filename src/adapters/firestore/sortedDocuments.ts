import { type DocumentData, getDocs, onSnapshot, type Query, type QuerySnapshot } from 'firebase/firestore';
import type { Unsubscribe, ViewFailed } from '../../domain/shared/Page';
import { guarded } from './firestoreErrors';

type FromDocument<T> = (id: string, data: DocumentData) => T;
type Compare<T> = (a: T, b: T) => number;

/** A small query's documents as domain values in `compare`'s order; a pending server time reads as its estimate. */
const sorted = <T>({ docs }: QuerySnapshot, from: FromDocument<T>, compare: Compare<T>): T[] =>
  docs.map((entry) => from(entry.id, entry.data({ serverTimestamps: 'estimate' }))).sort(compare);

/** Reads the whole query once, sorted; any failure is a RepositoryError. */
export const readSorted = <T>(found: Query, from: FromDocument<T>, compare: Compare<T>): Promise<T[]> =>
  guarded(async () => sorted(await getDocs(found), from, compare));

/** The whole query, sorted, again with each change. */
export const watchSorted = <T>(
  found: Query,
  from: FromDocument<T>,
  compare: Compare<T>,
  listener: (values: T[]) => void,
  onError: ViewFailed,
): Unsubscribe => onSnapshot(found, (snapshot) => listener(sorted(snapshot, from, compare)), onError);
