import { getFirestore } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { DAILY_SUMMARY_HOUR } from '../../src/domain/messages/dailySummary';
import { writeDailySummary } from './writeDailySummary';

/** Each morning at DAILY_SUMMARY_HOUR, India time, the owner's summary; sendOutboxEntry sends it. */
export const dailySummary = onSchedule(
  { schedule: `every day ${String(DAILY_SUMMARY_HOUR).padStart(2, '0')}:00`, timeZone: 'Asia/Kolkata' },
  async () => {
    await writeDailySummary(getFirestore(), new Date().toISOString());
  },
);
