import {
  collection,
  deleteDoc,
  doc,
  type Firestore,
  getCountFromServer,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import {
  type Alert,
  type AlertRequest,
  freeAlertSlot,
  MOST_ALERTS_AN_ACCOUNT,
  mostAlertsOf,
  newAlert,
} from '../../domain/alerts/Alert';
import { fail, ok, type Result } from '../../domain/shared/Result';
import type { AlertRefusal, AlertRepository, AlertStopOutcome } from '../../ports/AlertRepository';
import { fromAlertDocument, newAlertDocument } from './alertDocument';
import { ALERTS } from './collections';
import { guarded, isNotFound, isPermissionDenied, toRepositoryError } from './firestoreErrors';

const newestFirst = (a: Alert, b: Alert): number =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/**
 * Alerts on Firestore (docs/decisions.md#alerts): each in a slot of its owner's, which the rules bound. An account
 * reads its own to find a free slot; a guest reads none, so it tries the address's slots in turn, a taken one refused.
 */
export class FirestoreAlertRepository implements AlertRepository {
  constructor(private readonly db: Firestore) {}

  async create(request: AlertRequest): Promise<Result<Alert, AlertRefusal>> {
    const taken = request.uid === null ? [] : (await this.listMine(request.uid)).map((alert) => alert.slot);
    const most = mostAlertsOf(request);
    const token = doc(collection(this.db, ALERTS)).id;
    for (let slot = freeAlertSlot(taken, most); slot !== null; slot = freeAlertSlot(taken, most)) {
      taken.push(slot);
      const alert = newAlert(request, slot, token, new Date().toISOString());
      try {
        await setDoc(doc(this.db, ALERTS, alert.id), newAlertDocument(alert));
        return ok(alert);
      } catch (error) {
        // A slot taken meanwhile (or, for a guest, one it cannot see) refuses the write: the next one is tried.
        if (!isPermissionDenied(error)) throw toRepositoryError(error);
      }
    }
    return fail({ code: request.uid === null ? 'ADDRESS_FULL' : 'ACCOUNT_FULL' });
  }

  async listMine(uid: string): Promise<Alert[]> {
    return this.mine(uid);
  }

  async mineFor(uid: string, productId: string): Promise<Alert[]> {
    return this.mine(uid, productId);
  }

  private async mine(uid: string, productId?: string): Promise<Alert[]> {
    const { docs } = await guarded(() =>
      getDocs(
        query(
          collection(this.db, ALERTS),
          where('uid', '==', uid),
          ...(productId === undefined ? [] : [where('productId', '==', productId)]),
          limit(MOST_ALERTS_AN_ACCOUNT),
        ),
      ),
    );
    return docs
      .flatMap((snapshot) => fromAlertDocument(snapshot.id, snapshot.data()) ?? [])
      .sort(newestFirst);
  }

  async remove(id: string): Promise<void> {
    await guarded(() => deleteDoc(doc(this.db, ALERTS, id)));
  }

  async markDone(alert: Alert): Promise<void> {
    await guarded(() =>
      updateDoc(doc(this.db, ALERTS, alert.id), {
        status: 'done',
        doneAt: serverTimestamp(),
        firedPrice: alert.firedPrice,
      }),
    );
  }

  async markSeen(id: string): Promise<void> {
    await guarded(() => updateDoc(doc(this.db, ALERTS, id), { seenAt: serverTimestamp() }));
  }

  async stop(id: string, token: string): Promise<AlertStopOutcome> {
    try {
      await updateDoc(doc(this.db, ALERTS, id), { status: 'stopped', stoppedWith: token });
      return 'stopped';
    } catch (error) {
      // A missing alert is refused like a wrong secret: the rules read its token, and there is none.
      if (isNotFound(error) || isPermissionDenied(error)) return 'nothing-to-stop';
      throw toRepositoryError(error);
    }
  }

  async waitingCount(productId: string): Promise<number> {
    const counted = await guarded(() =>
      getCountFromServer(
        query(
          collection(this.db, ALERTS),
          where('productId', '==', productId),
          where('kind', '==', 'back-in-stock'),
          where('status', '==', 'waiting'),
        ),
      ),
    );
    return counted.data().count;
  }
}
