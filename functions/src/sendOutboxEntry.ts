import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { OUTBOX } from '../../src/adapters/firestore/collections';
import { deliverOutboxEntry } from './deliverOutboxEntry';
import { shopMailSender } from './shopMailSender';
import { SMTP_SECRETS } from './smtpSender';

/** A message written to the outbox is sent at once; the outbox round retries what this could not send. */
export const sendOutboxEntry = onDocumentCreated(
  { document: `${OUTBOX}/{id}`, secrets: SMTP_SECRETS },
  async (event) => {
    const db = getFirestore();
    await deliverOutboxEntry(db, event.params.id, await shopMailSender(db));
  },
);
