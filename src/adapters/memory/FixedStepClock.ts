import type { Clock } from '../../ports/Clock';

/** A deterministic clock for tests and seeds: starts at `start` and moves forward `stepMs` on every call to now(). */
export class FixedStepClock implements Clock {
  private current: number;

  constructor(
    start: string,
    private readonly stepMs = 1000,
  ) {
    this.current = Date.parse(start);
    if (Number.isNaN(this.current)) throw new RangeError(`FixedStepClock: not an ISO instant: ${start}`);
  }

  now(): string {
    const instant = new Date(this.current).toISOString();
    this.current += this.stepMs;
    return instant;
  }

  /** Jumps forward without reading the time (a lock-out expiring, a day passing). */
  advance(ms: number): void {
    this.current += ms;
  }
}
