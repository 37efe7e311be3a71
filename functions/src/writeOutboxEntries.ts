import type { Firestore } from 'firebase-admin/firestore';
import type { OutboxEntry } from '../../src/domain/messages/Outbox';
import { OUTBOX } from '../../src/adapters/firestore/collections';
import { toOutboxDocument } from './outboxDocument';

/** gRPC's ALREADY_EXISTS: the entry was written before, by this trigger running again. */
const ALREADY_EXISTS = 6;

/** Writes each entry once: an entry already there (a trigger that ran twice) is left as it is. */
export const writeOutboxEntries = async (db: Firestore, entries: readonly OutboxEntry[]): Promise<number> => {
  let written = 0;
  for (const entry of entries) {
    try {
      await db.collection(OUTBOX).doc(entry.id).create(toOutboxDocument(entry));
      written += 1;
    } catch (error) {
      if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    }
  }
  return written;
};
