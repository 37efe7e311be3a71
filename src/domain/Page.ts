/** A bounded slice of a query result. `nextCursor` is opaque to callers; null means there is no more. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export type Unsubscribe = () => void;
