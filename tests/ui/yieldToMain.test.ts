import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from '../../src/ui/app/yieldToMain';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('ends the current task: everything already queued as microtasks runs before the caller goes on', async () => {
    let spins = 0;
    const spin = (): void => {
      spins += 1;
      if (spins < 100) queueMicrotask(spin);
    };
    const yielded = yieldToMain();
    queueMicrotask(spin);
    await yielded;
    // A continuation in the same task (a resolved promise) would have run after a couple of spins.
    expect(spins).toBe(100);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
