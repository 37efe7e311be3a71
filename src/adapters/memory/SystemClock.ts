import type { Clock } from '../../ports/Clock';

/** The wall clock. */
export class SystemClock implements Clock {
  now(): string {
    return new Date().toISOString();
  }
}
