import { type DocumentData, serverTimestamp } from 'firebase/firestore';
import { type Alert, storedAlert } from '../../domain/alerts/Alert';
import { toIso } from './timestamps';

const isoOrNull = (value: unknown): string | null => (value ? toIso(value) : null);

/** A stored alert, its times Timestamps; null when the document is not one. The server module reads with it too. */
export const fromAlertDocument = (id: string, data: DocumentData): Alert | null =>
  storedAlert(id, {
    ...data,
    createdAt: data['createdAt'] ? toIso(data['createdAt']) : undefined,
    doneAt: isoOrNull(data['doneAt']),
    seenAt: isoOrNull(data['seenAt']),
  });

/** A new alert as the rules take it: made at the server's time, waiting. */
export const newAlertDocument = ({ id: _id, createdAt: _at, ...alert }: Alert): DocumentData => ({
  ...alert,
  createdAt: serverTimestamp(),
  consent: true,
});
