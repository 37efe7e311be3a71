import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActivityTarget } from '../../src/domain/staff/Activity';
import {
  MAX_STORED_TARGET_LENGTH,
  MAX_STORED_TARGETS_LENGTH,
  parsedActivityTarget,
  storedActivityTargets,
} from '../../src/domain/staff/StoredActivityTargets';

const target = (changes: number, valueLength: number, id = 'p1'): ActivityTarget => ({
  id,
  label: `Sheesham chair ${id}`,
  action: 'updated',
  changes: Array.from({ length: changes }, (_, index) => ({
    field: `field${index}`,
    before: 'a'.repeat(valueLength),
    after: 'b'.repeat(valueLength),
  })),
});

const joinedLength = (stored: readonly string[]): number => stored.join('\u001f').length;

describe('activity targets as stored', () => {
  it('keeps a small change exactly as it was', () => {
    const small = {
      id: 'chair',
      label: 'Chair',
      action: 'updated',
      changes: [{ field: 'price', before: 4000, after: 3600 }],
    } as const;
    const [stored] = storedActivityTargets([small]);
    expect(parsedActivityTarget(stored ?? '')).toEqual(small);
  });

  it('shortens the values of a large change, then keeps its first changes and counts the rest', () => {
    const [shortened] = storedActivityTargets([target(3, 400)]);
    expect(shortened?.length).toBeLessThanOrEqual(MAX_STORED_TARGET_LENGTH);
    expect(parsedActivityTarget(shortened ?? '')).toMatchObject({ changes: [{ field: 'field0' }, {}, {}] });
    const [cut] = storedActivityTargets([target(60, 200)]);
    const parsed = parsedActivityTarget(cut ?? '') as ActivityTarget;
    expect(cut?.length).toBeLessThanOrEqual(MAX_STORED_TARGET_LENGTH);
    expect(parsed.changes.at(-1)?.field).toMatch(/^\d+ more fields$/);
    expect(parsed.changes[0]).toEqual({
      field: 'field0',
      before: 'a'.repeat(19) + '…',
      after: 'b'.repeat(19) + '…',
    });
  });

  it('fits any entry, a hundred targets of any size, within what the rules allow', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            changes: fc.integer({ min: 0, max: 40 }),
            valueLength: fc.integer({ min: 0, max: 300 }),
            id: fc.string({ minLength: 1, maxLength: 150 }),
          }),
          { minLength: 1, maxLength: 100 },
        ),
        (specs) => {
          const stored = storedActivityTargets(
            specs.map((spec) => target(spec.changes, spec.valueLength, spec.id)),
          );
          expect(stored).toHaveLength(specs.length);
          expect(joinedLength(stored)).toBeLessThanOrEqual(MAX_STORED_TARGETS_LENGTH);
          for (const json of stored) expect(parsedActivityTarget(json)).toMatchObject({ action: 'updated' });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('reads text that is not JSON as nothing, never throwing', () => {
    expect(parsedActivityTarget('{"id":')).toBeNull();
  });
});
