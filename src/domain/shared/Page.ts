import { RepositoryError } from './errors';

/** A bounded slice of a query result. `nextCursor` is opaque to callers; null means there is no more. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export type Unsubscribe = () => void;

/**
 * Hears a live view that stopped because it cannot be read (the rules refuse it, the project is out of quota, an
 * index is missing): nothing follows it, so a store shows the failure and may subscribe again.
 */
export type ViewFailed = (error: unknown) => void;

/** Refuses (REPO.INVALID) a page size that is not a whole number from 1 to `max`, as every listing does. */
export const checkPageSize = (pageSize: number, max = Number.POSITIVE_INFINITY): void => {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > max)
    throw new RepositoryError(
      'REPO.INVALID',
      Number.isFinite(max) ? `pageSize must be 1..${max}` : 'pageSize must be ≥ 1',
    );
};
