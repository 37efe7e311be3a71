import { describe, expect, it } from 'vitest';
import type { Clock } from '../../src/ports/Clock';

/** The Clock contract (src/ports/Clock.ts). */
export const describeClockContract = (name: string, makeAdapter: () => Promise<Clock>): void => {
  describe(`Clock contract: ${name}`, () => {
    it('gives ISO-8601 UTC instants that never go backwards', async () => {
      const clock = await makeAdapter();
      const instants = Array.from({ length: 50 }, () => clock.now());
      for (const instant of instants) {
        expect(instant).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        expect(new Date(instant).toISOString()).toBe(instant);
      }
      expect([...instants].sort()).toEqual(instants);
    });
  });
};
