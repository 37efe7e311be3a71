import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { OUTBOX } from '../../src/adapters/firestore/collections';
import { deliverOutboxEntry } from './deliverOutboxEntry';
import { SENDER_SECRETS, shopMessageSender } from './shopMessageSender';

/** A message written to the outbox is sent at once; the outbox round retries what this could not send. */
export const sendOutboxEntry = onDocumentCreated(
  { document: `${OUTBOX}/{id}`, secrets: SENDER_SECRETS },
  async (event) => {
    const db = getFirestore();
    await deliverOutboxEntry(db, event.params.id, await shopMessageSender(db));
  },
);
