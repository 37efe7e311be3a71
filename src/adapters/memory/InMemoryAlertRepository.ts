import {
  type Alert,
  type AlertRequest,
  alertOwner,
  freeAlertSlot,
  mostAlertsOf,
  newAlert,
} from '../../domain/alerts/Alert';
import { fail, ok, type Result } from '../../domain/shared/Result';
import type { AlertRefusal, AlertRepository, AlertStopOutcome } from '../../ports/AlertRepository';
import type { Clock } from '../../ports/Clock';
import type { IdGenerator } from '../../ports/IdGenerator';
import type { MemoryDatabase } from './MemoryDatabase';

export const ALERTS = 'alerts';

const newestFirst = (a: Alert, b: Alert): number =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** The `alerts` collection as Firestore keeps it; the demo's outbox tells their news (startAlertNews). */
export class InMemoryAlertRepository implements AlertRepository {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async create(request: AlertRequest): Promise<Result<Alert, AlertRefusal>> {
    return this.db.transaction(() => {
      const owner = alertOwner(request);
      const taken = this.db
        .scan<Alert>(ALERTS, (alert) => alert.id.startsWith(`${owner}~`))
        .map((alert) => alert.slot);
      const slot = freeAlertSlot(taken, mostAlertsOf(request));
      if (slot === null)
        return fail({ code: request.uid === null ? 'ADDRESS_FULL' : 'ACCOUNT_FULL' } as const);
      const alert = newAlert(request, slot, this.ids.newId(), this.clock.now());
      this.db.set(ALERTS, alert.id, { ...alert });
      return ok(alert);
    });
  }

  async listMine(uid: string): Promise<Alert[]> {
    return this.db.query<Alert>(ALERTS, { where: (alert) => alert.uid === uid, orderBy: newestFirst });
  }

  async mineFor(uid: string, productId: string): Promise<Alert[]> {
    return this.db.query<Alert>(ALERTS, {
      where: (alert) => alert.uid === uid && alert.productId === productId,
      orderBy: newestFirst,
    });
  }

  async remove(id: string): Promise<void> {
    this.db.delete(ALERTS, id);
  }

  async markDone(alert: Alert): Promise<void> {
    this.db.transaction(() => {
      const stored = this.db.peek<Alert>(ALERTS, alert.id);
      if (stored?.status === 'waiting' && alert.status === 'done')
        this.db.set(ALERTS, alert.id, {
          ...stored,
          status: 'done',
          doneAt: alert.doneAt,
          firedPrice: alert.firedPrice,
        });
    });
  }

  async markSeen(id: string): Promise<void> {
    this.db.transaction(() => {
      const stored = this.db.peek<Alert>(ALERTS, id);
      if (stored) this.db.set(ALERTS, id, { ...stored, seenAt: this.clock.now() });
    });
  }

  async stop(id: string, token: string): Promise<AlertStopOutcome> {
    return this.db.transaction(() => {
      const stored = this.db.peek<Alert>(ALERTS, id);
      if (!stored || stored.token !== token) return 'nothing-to-stop';
      this.db
        .scan<Alert>(ALERTS, (alert) => alert.email === stored.email)
        .forEach((alert) => this.db.delete(ALERTS, alert.id));
      return 'stopped';
    });
  }

  async waitingCount(productId: string): Promise<number> {
    return this.db.count<Alert>(
      ALERTS,
      (alert) =>
        alert.productId === productId && alert.kind === 'back-in-stock' && alert.status === 'waiting',
    );
  }
}
