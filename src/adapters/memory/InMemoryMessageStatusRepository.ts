import { MESSAGE_FAILURES_SHOWN, type MessageStatus } from '../../domain/messages/MessageStatus';
import type { OutboxEntry } from '../../domain/messages/Outbox';
import type { MessageStatusRepository } from '../../ports/MessageStatusRepository';
import type { MemoryDatabase } from './MemoryDatabase';
import { OUTBOX } from './messageOutbox';

/** The demo sends its messages to its inbox, in the browser (startMessageOutbox); a failed one would show here. */
export class InMemoryMessageStatusRepository implements MessageStatusRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async get(): Promise<MessageStatus> {
    const failed = this.db.scan<OutboxEntry>(OUTBOX, (entry) => entry.status === 'failed');
    return {
      sender: 'demo-inbox',
      checkedAt: null,
      failures: failed
        .map(({ id, to, subject, link, attempts, failure, createdAt }) => ({
          id,
          to,
          subject,
          link,
          attempts,
          failure: failure ?? '',
          at: createdAt,
        }))
        .sort((a, b) => b.at.localeCompare(a.at))
        .slice(0, MESSAGE_FAILURES_SHOWN),
    };
  }
}
