import type { DocumentData } from 'firebase/firestore';
import type { MessageFailure } from '../../domain/messages/MessageStatus';
import type { OutboxEntry } from '../../domain/messages/Outbox';
import { toIso } from './timestamps';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * `messageFailures/{outbox id}`, which the server module writes when it gives a message up (a Date, which either
 * SDK stores as a Timestamp) and the staff's app reads.
 */
export const toMessageFailureDocument = (entry: OutboxEntry, at: Date): DocumentData => ({
  to: entry.to,
  subject: entry.subject,
  link: entry.link,
  attempts: entry.attempts,
  failure: entry.failure ?? '',
  at,
});

export const fromMessageFailureDocument = (id: string, data: DocumentData): MessageFailure => ({
  id,
  to: text(data['to']),
  subject: text(data['subject']),
  link: text(data['link']),
  attempts: typeof data['attempts'] === 'number' ? data['attempts'] : 0,
  failure: text(data['failure']),
  at: toIso(data['at']),
});
