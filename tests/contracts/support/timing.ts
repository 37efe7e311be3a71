/** Lets real clocks move on, so timestamps taken before and after differ on every backend. */
export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Records what a listener receives, and the failure a live view reports (none, on the happy path). */
export const recorder = <T>(): {
  values: T[];
  listener: (value: T) => void;
  last: () => T | undefined;
  failures: unknown[];
  onError: (error: unknown) => void;
} => {
  const values: T[] = [];
  const failures: unknown[] = [];
  return {
    values,
    listener: (value) => values.push(value),
    last: () => values[values.length - 1],
    failures,
    onError: (error) => failures.push(error),
  };
};

/** For a live view that may not fail: its failure fails the listener's caller. */
export const failTest = (error: unknown): never => {
  throw error;
};
