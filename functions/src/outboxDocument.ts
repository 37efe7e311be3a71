import { type DocumentData, Timestamp } from 'firebase-admin/firestore';
import type { MessageAudience } from '../../src/domain/messages/Message';
import type { OutboxEntry, OutboxStatus } from '../../src/domain/messages/Outbox';
import type { WhatsAppMessage } from '../../src/domain/messages/WhatsAppMessage';
import { toIso } from '../../src/adapters/firestore/timestamps';

const STATUSES: readonly OutboxStatus[] = ['pending', 'sending', 'sent', 'failed'];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const timeOf = (iso: string | null): Timestamp | null =>
  iso === null ? null : Timestamp.fromMillis(Date.parse(iso));
const isoOf = (value: unknown): string | null => (value ? toIso(value) : null);

/** An outbox entry as stored: its times as Timestamps, so the outbox round can query what is due. */
export const toOutboxDocument = ({ id: _id, ...entry }: OutboxEntry): DocumentData => ({
  ...entry,
  createdAt: timeOf(entry.createdAt),
  sentAt: timeOf(entry.sentAt),
  dueAt: timeOf(entry.dueAt),
});

/** A stored WhatsApp twin, or null when it is missing or not what it says. */
const whatsappOf = (value: unknown): WhatsAppMessage | null => {
  const data = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const parameters = Array.isArray(data['parameters']) ? (data['parameters'] as unknown[]) : null;
  return typeof data['to'] === 'string' &&
    typeof data['template'] === 'string' &&
    parameters?.every((parameter) => typeof parameter === 'string')
    ? { to: data['to'], template: data['template'], parameters: parameters as string[] }
    : null;
};

export const fromOutboxDocument = (id: string, data: DocumentData): OutboxEntry => ({
  id,
  audience: (data['audience'] === 'owner' ? 'owner' : 'shopper') satisfies MessageAudience,
  to: text(data['to']),
  subject: text(data['subject']),
  text: text(data['text']),
  html: text(data['html']),
  link: text(data['link']),
  linkLabel: text(data['linkLabel']),
  status: STATUSES.includes(data['status'] as OutboxStatus) ? (data['status'] as OutboxStatus) : 'failed',
  attempts: typeof data['attempts'] === 'number' ? data['attempts'] : 0,
  createdAt: toIso(data['createdAt']),
  sentAt: isoOf(data['sentAt']),
  dueAt: isoOf(data['dueAt']),
  failure: typeof data['failure'] === 'string' ? data['failure'] : null,
  whatsapp: whatsappOf(data['whatsapp']),
  ...(typeof data['unsubscribe'] === 'string' ? { unsubscribe: data['unsubscribe'] } : {}),
});
