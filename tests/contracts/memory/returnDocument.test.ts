import { describe, expect, it } from 'vitest';
import { fromReturnDocument, toReturnDocument } from '../../../src/adapters/firestore/returnDocument';
import type { ReturnRequest } from '../../../src/domain/afterSales/ReturnRequest';

const REQUEST: ReturnRequest = {
  id: 'order1-1',
  orderId: 'order1',
  userId: 'asha',
  number: 1,
  quantities: { 0: 1 },
  reason: 'Damaged in transit',
  comment: 'The leg is cracked.',
  status: 'requested',
  photos: ['returns/asha/dent-1.webp', 'returns/asha/dent-2.jpg'],
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  history: [{ status: 'requested', at: '2026-11-27T10:00:00.000Z', by: null }],
};

describe('a return request as Firestore stores it', () => {
  it('keeps the photos by name', () => {
    expect(fromReturnDocument(REQUEST.id, toReturnDocument(REQUEST))).toEqual(REQUEST);
  });

  it('reads only names of return photos in the shopper’s own folder, and leaves corrupt photos out', () => {
    const read = (photos: unknown) =>
      fromReturnDocument(REQUEST.id, { ...toReturnDocument(REQUEST), photos });
    expect(
      read(['returns/asha/dent-1.webp', 'returns/ravi/dent.webp', 7, 'https://example.com/x.webp']),
    ).toEqual({
      ...REQUEST,
      photos: ['returns/asha/dent-1.webp'],
    });
    for (const corrupt of ['returns/asha/dent-1.webp', { 0: 'returns/asha/dent-1.webp' }, [], [null], null]) {
      expect(read(corrupt)).not.toHaveProperty('photos');
    }
  });
});
