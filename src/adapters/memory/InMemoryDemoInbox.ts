import type { Unsubscribe } from '../../domain/shared/Page';
import type { Clock } from '../../ports/Clock';
import type { DemoInbox, DemoMail } from '../../ports/DemoInbox';
import type { IdGenerator } from '../../ports/IdGenerator';
import type { MemoryDatabase } from './MemoryDatabase';

export const DEMO_MAIL = 'demoMail';

const newestFirst = (a: DemoMail, b: DemoMail): number =>
  a.sentAt < b.sentAt ? 1 : a.sentAt > b.sentAt ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

/**
 * The mailbox of the demo backend, kept in the memory database so mail survives a reload and reaches other tabs.
 * Mail is not shop data, so reading it is never billed.
 */
export class InMemoryDemoInbox implements DemoInbox {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** Every mail, newest first. */
  list(): DemoMail[] {
    return this.db.scan<DemoMail>(DEMO_MAIL).sort(newestFirst);
  }

  /** Calls `listener` soon with the current mail, then after every delivery. */
  subscribe(listener: (mails: DemoMail[]) => void): Unsubscribe {
    let active = true;
    let scheduled = false;
    const schedule = (): void => {
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(() => {
        scheduled = false;
        if (active) listener(this.list());
      });
    };
    const stop = this.db.onChange((collection) => {
      if (collection === DEMO_MAIL) schedule();
    });
    schedule();
    return () => {
      active = false;
      stop();
    };
  }

  /** "Sends" a mail: it lands in the inbox. A mail given its `id` lands once, however often it is sent. */
  deliver(mail: Omit<DemoMail, 'id' | 'sentAt'> & { id?: string }): DemoMail {
    const sent: DemoMail = { ...mail, id: mail.id ?? this.ids.newId(), sentAt: this.clock.now() };
    this.db.set(DEMO_MAIL, sent.id, { ...sent });
    return sent;
  }
}
