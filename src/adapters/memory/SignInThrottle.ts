import type { Clock } from '../../ports/Clock';

export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_LOCKOUT_MS = 15 * 60 * 1000;

/**
 * Counts consecutive failed sign-ins per e-mail (known or not, so the lock reveals nothing); after
 * MAX_FAILED_SIGN_INS the e-mail is locked for SIGN_IN_LOCKOUT_MS, like Firebase's too-many-requests.
 */
export class SignInThrottle {
  private readonly failures = new Map<string, { count: number; lockedUntil: string | null }>();

  constructor(private readonly clock: Clock) {}

  isLocked(email: string): boolean {
    const entry = this.failures.get(email);
    if (!entry?.lockedUntil) return false;
    if (this.clock.now() < entry.lockedUntil) return true;
    this.failures.delete(email);
    return false;
  }

  recordFailure(email: string): void {
    const count = (this.failures.get(email)?.count ?? 0) + 1;
    const lockedUntil =
      count >= MAX_FAILED_SIGN_INS
        ? new Date(Date.parse(this.clock.now()) + SIGN_IN_LOCKOUT_MS).toISOString()
        : null;
    this.failures.set(email, { count, lockedUntil });
  }

  recordSuccess(email: string): void {
    this.failures.delete(email);
  }
}
