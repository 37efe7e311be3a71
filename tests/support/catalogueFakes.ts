import type { Clock } from '../../src/ports/Clock';
import type { IdGenerator } from '../../src/ports/IdGenerator';

/** A clock that moves one second forward on every reading, from a fixed start. */
export const stepClock = (start = '2026-06-01T00:00:00.000Z', stepMs = 1000): Clock => {
  let current = Date.parse(start);
  return {
    now: () => {
      const instant = new Date(current).toISOString();
      current += stepMs;
      return instant;
    },
  };
};

/** 20-character ids that sort in creation order: 'test' + a zero-padded counter. */
export const counterIds = (prefix = 'test'): IdGenerator => {
  let next = 0;
  return { newId: () => `${prefix}${String(++next).padStart(20 - prefix.length, '0')}` };
};
