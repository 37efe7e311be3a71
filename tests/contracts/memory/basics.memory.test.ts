import { describe, expect, it } from 'vitest';
import { FixedStepClock } from '../../../src/adapters/memory/FixedStepClock';
import { RandomIdGenerator } from '../../../src/adapters/memory/RandomIdGenerator';
import { SystemClock } from '../../../src/adapters/memory/SystemClock';
import { describeClockContract } from '../clock.contract';
import { describeIdGeneratorContract } from '../idGenerator.contract';

describeClockContract('system', async () => new SystemClock());
describeClockContract('fixed step', async () => new FixedStepClock('2025-01-01T00:00:00.000Z', 250));
describeIdGeneratorContract('random', async () => new RandomIdGenerator());

describe('FixedStepClock', () => {
  it('starts at the given instant, steps on every call and jumps on advance', () => {
    const clock = new FixedStepClock('2025-01-01T00:00:00.000Z', 1500);
    expect([clock.now(), clock.now()]).toEqual(['2025-01-01T00:00:00.000Z', '2025-01-01T00:00:01.500Z']);
    clock.advance(60_000);
    expect(clock.now()).toBe('2025-01-01T00:01:03.000Z');
  });

  it('refuses a start that is not an instant', () => {
    expect(() => new FixedStepClock('yesterday')).toThrow(RangeError);
  });
});
