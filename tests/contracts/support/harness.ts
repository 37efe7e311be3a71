import { afterEach, beforeEach } from 'vitest';

/** What a backend gives a contract suite: the adapter under test and, when it holds resources, a way to let go. */
export interface Harness<R> {
  repository: R;
  dispose?(): Promise<void>;
}

export type HarnessFactory<R, H extends Harness<R> = Harness<R>> = () => Promise<H>;

/**
 * Makes a fresh harness before each test (the factory resets the backend's data), checks it starts empty, and
 * disposes of it afterwards. Returns a getter for the current harness.
 */
export const useHarness = <R, H extends Harness<R>>(
  makeAdapter: () => Promise<H>,
  assertEmpty: (harness: H) => Promise<void>,
): (() => H) => {
  let current: H | undefined;
  beforeEach(async () => {
    current = await makeAdapter();
    await assertEmpty(current);
  });
  afterEach(async () => {
    await current?.dispose?.();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error('The harness exists only inside a test.');
    return current;
  };
};
