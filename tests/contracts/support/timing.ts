/** Lets real clocks move on, so timestamps taken before and after differ on every backend. */
export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Records what a listener receives. */
export const recorder = <T>(): { values: T[]; listener: (value: T) => void; last: () => T | undefined } => {
  const values: T[] = [];
  return { values, listener: (value) => values.push(value), last: () => values[values.length - 1] };
};
