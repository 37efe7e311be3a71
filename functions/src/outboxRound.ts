import { OUTBOX_ROUND_MINUTES } from '../../src/domain/messages/MessageStatus';
import { getFirestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runOutboxRound } from './runOutboxRound';
import { shopMailSender } from './shopMailSender';
import { SMTP_SECRETS } from './smtpSender';

/** Every OUTBOX_ROUND_MINUTES, India time: retries what is due, deletes what is past keeping, and says the module is on. */
export const outboxRound = onSchedule(
  { schedule: `every ${OUTBOX_ROUND_MINUTES} minutes`, timeZone: 'Asia/Kolkata', secrets: SMTP_SECRETS },
  async () => {
    const db = getFirestore();
    await runOutboxRound(db, () => shopMailSender(db));
  },
);
