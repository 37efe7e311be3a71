import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { momentEntries, type OutboxEntry } from '../../../src/domain/messages/Outbox';
import {
  claimedEntry,
  entryAfterAttempt,
  isDue,
  RETRY_DELAYS_MINUTES,
  SENDING_LEASE_MINUTES,
  type SendOutcome,
} from '../../../src/domain/messages/outboxDelivery';

const START = '2026-12-01T10:00:00.000Z';
const minutesLater = (minutes: number): string =>
  new Date(Date.parse(START) + minutes * 60_000).toISOString();
const message = {
  to: 'asha@example.com',
  subject: 'Order placed',
  text: 't',
  html: 'h',
  link: '/',
  linkLabel: 'x',
};
const [fresh] = momentEntries(['order', 'o1', 'placed'], { shopper: message }, START) as [OutboxEntry];
const sent: SendOutcome = { ok: true, answer: '250 OK' };
const busy: SendOutcome = { ok: false, permanent: false, answer: '451 Try again later' };
const refused: SendOutcome = { ok: false, permanent: true, answer: '550 No such mailbox' };

/** One attempt made as soon as it is due: claimed, then answered by the provider. */
const attempt = (entry: OutboxEntry, outcome: SendOutcome): OutboxEntry => {
  const at = entry.dueAt ?? START;
  return entryAfterAttempt(claimedEntry(entry, at), outcome, at);
};

describe('delivering an outbox entry', () => {
  it('is due at once when written, and not while a sender holds it, until its lease runs out', () => {
    expect(isDue(fresh, START)).toBe(true);
    const held = claimedEntry(fresh, START);
    expect(isDue(held, minutesLater(SENDING_LEASE_MINUTES - 1))).toBe(false);
    expect(isDue(held, minutesLater(SENDING_LEASE_MINUTES))).toBe(true);
  });

  it('is sent once: a sent entry is never due again', () => {
    const done = attempt(fresh, sent);
    expect(done).toMatchObject({ status: 'sent', attempts: 1, sentAt: START, dueAt: null, failure: null });
    expect(isDue(done, minutesLater(10_000))).toBe(false);
  });

  it('fails at once, with the reason, when the provider refuses the address for good', () => {
    expect(attempt(fresh, refused)).toMatchObject({
      status: 'failed',
      attempts: 1,
      dueAt: null,
      failure: '550 No such mailbox',
    });
  });

  it('waits longer after each failure, outlasts an hour-long outage, and fails after the last delay', () => {
    let entry = fresh;
    const waits: number[] = [];
    for (let failures = 0; failures < RETRY_DELAYS_MINUTES.length; failures += 1) {
      const before = entry.dueAt ?? START;
      entry = attempt(entry, busy);
      expect(entry.status).toBe('pending');
      waits.push((Date.parse(entry.dueAt ?? '') - Date.parse(before)) / 60_000);
    }
    expect(waits).toEqual([...RETRY_DELAYS_MINUTES]);
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeGreaterThan(60);
    expect(attempt(entry, busy)).toMatchObject({
      status: 'failed',
      attempts: RETRY_DELAYS_MINUTES.length + 1,
      dueAt: null,
      failure: '451 Try again later',
    });
  });

  it('counts every attempt, and ends sent or failed within the schedule, whatever the provider answers', () => {
    const outcome = fc.constantFrom(sent, busy, refused);
    fc.assert(
      fc.property(
        fc.array(outcome, { minLength: RETRY_DELAYS_MINUTES.length + 1, maxLength: 12 }),
        (answers) => {
          let entry = fresh;
          let attempts = 0;
          for (const answer of answers) {
            if (!isDue(entry, entry.dueAt ?? START)) break;
            entry = attempt(entry, answer);
            attempts += 1;
          }
          expect(entry.attempts).toBe(attempts);
          expect(['sent', 'failed']).toContain(entry.status);
          expect(attempts).toBeLessThanOrEqual(RETRY_DELAYS_MINUTES.length + 1);
          expect(entry.status === 'sent').toBe(answers.slice(0, attempts).includes(sent));
        },
      ),
    );
  });
});
