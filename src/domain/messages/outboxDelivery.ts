import type { OutboxEntry } from './Outbox';

/**
 * Minutes to wait after each failed attempt before the next: a provider down for an hour loses nothing, and the
 * eighth failure, about eight hours after the first, marks the message failed.
 */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 30, 60, 120, 240] as const;

/** How long a claimed entry stays with its sender: a sender that died mid-send gives it back after this. */
export const SENDING_LEASE_MINUTES = 10;

/** What the provider answered one attempt. `permanent` failures (a refused address) are never retried. */
export type SendOutcome = { ok: true; answer: string } | { ok: false; permanent: boolean; answer: string };

const minutesAfter = (iso: string, minutes: number): string =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** Whether an attempt at the entry is due: owed, or claimed by a sender whose lease ran out. */
export const isDue = (entry: Pick<OutboxEntry, 'status' | 'dueAt'>, now: string): boolean =>
  (entry.status === 'pending' || entry.status === 'sending') && entry.dueAt !== null && entry.dueAt <= now;

/** The entry as one sender holds it while it talks to the provider; no other sender takes it meanwhile. */
export const claimedEntry = (entry: OutboxEntry, now: string): OutboxEntry => ({
  ...entry,
  status: 'sending',
  dueAt: minutesAfter(now, SENDING_LEASE_MINUTES),
});

/** The entry after an attempt: sent; owed again after the next delay; or failed, for good, with the reason. */
export const entryAfterAttempt = (entry: OutboxEntry, outcome: SendOutcome, now: string): OutboxEntry => {
  const attempts = entry.attempts + 1;
  if (outcome.ok) return { ...entry, status: 'sent', attempts, sentAt: now, dueAt: null, failure: null };
  const delay = RETRY_DELAYS_MINUTES[attempts - 1];
  return outcome.permanent || delay === undefined
    ? { ...entry, status: 'failed', attempts, dueAt: null, failure: outcome.answer }
    : { ...entry, status: 'pending', attempts, dueAt: minutesAfter(now, delay), failure: outcome.answer };
};

/** Sent messages are kept this long, then deleted, so the outbox never grows without bound. */
export const OUTBOX_KEEP_DAYS = 90;
