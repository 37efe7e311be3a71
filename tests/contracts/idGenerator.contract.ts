import { describe, expect, it } from 'vitest';
import type { IdGenerator } from '../../src/ports/IdGenerator';

/** The IdGenerator contract (src/ports/IdGenerator.ts). */
export const describeIdGeneratorContract = (name: string, makeAdapter: () => Promise<IdGenerator>): void => {
  describe(`IdGenerator contract: ${name}`, () => {
    it('makes distinct 20-character alphanumeric ids', async () => {
      const generator = await makeAdapter();
      const ids = Array.from({ length: 2000 }, () => generator.newId());
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('uses the whole alphabet', async () => {
      const generator = await makeAdapter();
      const seen = new Set(Array.from({ length: 500 }, () => generator.newId()).join(''));
      expect(seen.size).toBe(62);
    });
  });
};
