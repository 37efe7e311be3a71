import { describe, expect, it } from 'vitest';
import { FixedStepClock } from '../../../src/adapters/memory/FixedStepClock';
import { InMemoryKeyValueStorage } from '../../../src/adapters/memory/InMemoryKeyValueStorage';
import { RandomIdGenerator } from '../../../src/adapters/memory/RandomIdGenerator';
import { SystemClock } from '../../../src/adapters/memory/SystemClock';
import { describeClockContract } from '../clock.contract';
import { describeIdGeneratorContract } from '../idGenerator.contract';
import { describeKeyValueStorageContract } from '../keyValueStorage.contract';

describeClockContract('system', async () => new SystemClock());
describeClockContract('fixed step', async () => new FixedStepClock('2025-01-01T00:00:00.000Z', 250));
describeIdGeneratorContract('random', async () => new RandomIdGenerator());
describeKeyValueStorageContract('memory', async () => new InMemoryKeyValueStorage());
describeKeyValueStorageContract(
  'memory with room to spare',
  async () => new InMemoryKeyValueStorage({ quotaBytes: 1e6 }),
);

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

describe('InMemoryKeyValueStorage quota', () => {
  it('throws a QuotaExceededError DOMException past the quota and keeps the old value', () => {
    const storage = new InMemoryKeyValueStorage({ quotaBytes: 40 });
    storage.setItem('root', 'x'.repeat(16)); // 2 × (4 + 16) = 40 bytes
    expect(storage.usedBytes()).toBe(40);
    let error: unknown;
    try {
      storage.setItem('more', 'y');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'QuotaExceededError' });
    expect(storage.getItem('more')).toBeNull();
    expect(() => storage.setItem('root', 'x'.repeat(17))).toThrow(/quota/);
    expect(storage.getItem('root')).toBe('x'.repeat(16));
    storage.setItem('root', 'short');
    storage.setItem('more', 'y');
    expect(storage.getItem('more')).toBe('y');
  });
});
