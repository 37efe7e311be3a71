import { type DocumentData, serverTimestamp } from 'firebase/firestore';
import {
  RETURN_REASONS,
  RETURN_STATUSES,
  type ReturnHistoryEntry,
  type ReturnRequest,
} from '../../domain/afterSales/ReturnRequest';
import { isReturnPhotoOf } from '../../domain/photos/PhotoUrl';
import { isRefundDestination } from '../../domain/orders/RefundDestination';
import { fromIso, toIso } from './timestamps';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** `{ '0': 2, '3': 1 }`: whole positive units by line index; anything else stored there is left out. */
export const quantitiesOf = (value: unknown): Record<number, number> =>
  value && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value as Record<string, unknown>).flatMap(([line, quantity]) =>
          /^\d+$/.test(line) && typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0
            ? [[Number(line), quantity]]
            : [],
        ),
      )
    : {};

/** Stored as a map keyed by position ('0', '1', …), like an order's history, so each entry holds the server's time. */
const historyOf = (value: unknown): ReturnHistoryEntry[] =>
  value && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, entry]) => {
          const raw = (entry ?? {}) as Record<string, unknown>;
          return {
            status: oneOf(RETURN_STATUSES, raw['status'], 'requested'),
            at: toIso(raw['at']),
            by: typeof raw['by'] === 'string' ? raw['by'] : null,
          };
        })
    : [];

/** The shopper's photos: only names of return photos in their own folder are read; none at all is left out. */
const photosOf = (value: unknown, userId: string): { photos?: string[] } => {
  const photos = Array.isArray(value) ? value.filter((name) => isReturnPhotoOf(name, userId)) : [];
  return photos.length > 0 ? { photos } : {};
};

export const fromReturnDocument = (id: string, data: DocumentData): ReturnRequest => ({
  id,
  orderId: text(data['orderId']),
  userId: text(data['userId']),
  number: typeof data['number'] === 'number' ? data['number'] : 0,
  quantities: quantitiesOf(data['quantities']),
  reason: oneOf(RETURN_REASONS, data['reason'], 'Other'),
  comment: text(data['comment']),
  status: oneOf(RETURN_STATUSES, data['status'], 'requested'),
  ...(typeof data['rejectReason'] === 'string' ? { rejectReason: data['rejectReason'] } : {}),
  ...(isRefundDestination(data['refundTo']) ? { refundTo: data['refundTo'] } : {}),
  ...photosOf(data['photos'], text(data['userId'])),
  createdAt: toIso(data['createdAt']),
  updatedAt: toIso(data['updatedAt']),
  history: historyOf(data['history']),
});

/** Units by line index as stored: a map keyed by the index as text. */
export const quantitiesDocument = (quantities: Record<number, number>): DocumentData =>
  Object.fromEntries(Object.entries(quantities).map(([line, quantity]) => [String(line), quantity]));

const fields = ({
  id: _id,
  history: _h,
  createdAt: _c,
  updatedAt: _u,
  quantities,
  ...request
}: ReturnRequest) => ({
  ...request,
  quantities: quantitiesDocument(quantities),
});

/** A new request: its times are the server's commit time, as the rules require. */
export const newReturnDocument = (request: ReturnRequest): DocumentData => ({
  ...fields(request),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  history: { '0': { status: 'requested', at: serverTimestamp(), by: null } },
});

/** A request as stored with its own times (seeding). */
export const toReturnDocument = (request: ReturnRequest): DocumentData => ({
  ...fields(request),
  createdAt: fromIso(request.createdAt),
  updatedAt: fromIso(request.updatedAt),
  history: Object.fromEntries(
    request.history.map((entry, index) => [String(index), { ...entry, at: fromIso(entry.at) }]),
  ),
});
