import { getFirestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runOutboxRound } from './runOutboxRound';
import { shopMailSender } from './shopMailSender';
import { SMTP_SECRETS } from './smtpSender';

/** Every ten minutes, India time: retries what is due, deletes what is past keeping, and says the module is on. */
export const outboxRound = onSchedule(
  { schedule: 'every 10 minutes', timeZone: 'Asia/Kolkata', secrets: SMTP_SECRETS },
  async () => {
    const db = getFirestore();
    await runOutboxRound(db, () => shopMailSender(db));
  },
);
