import { describe, expect, it } from 'vitest';
import { complaintTarget } from '../../../src/domain/staff/ActivityTargets';
import {
  acknowledgeComplaint,
  addReply,
  type Complaint,
  resolveComplaint,
} from '../../../src/domain/afterSales/Complaint';
import { targetSentence } from '../../../src/ui/admin/activity/activityText';

const AT = '2026-03-01T10:00:00.000Z';
const filed: Complaint = {
  id: '42',
  number: 42,
  uid: 'asha',
  orderId: null,
  subject: 'Wobbly chair legs',
  description: 'Both chairs wobble on a level floor.',
  contact: 'asha@example.com',
  status: 'open',
  createdAt: AT,
  acknowledgedAt: null,
  resolvedAt: null,
  replies: [],
};
const value = <T>(outcome: { ok: true; value: T } | { ok: false; error: { code: string } }): T => {
  if (!outcome.ok) throw new Error(outcome.error.code);
  return outcome.value;
};

describe('a complaint in the activity log', () => {
  it('says each staff move in words, by its ticket', () => {
    const acknowledged = value(acknowledgeComplaint(filed, AT));
    expect(targetSentence('complaint', complaintTarget(filed, acknowledged))).toBe(
      'Changed the status of complaint GR-00042 from Open to Acknowledged',
    );
    const replied = value(
      addReply(acknowledged, { from: 'staff', staffName: 'Desk' }, 'A carpenter comes on Monday.', AT),
    );
    expect(targetSentence('complaint', complaintTarget(acknowledged, replied))).toBe(
      'Set the reply of complaint GR-00042 to “A carpenter comes on Monday.”',
    );
    const resolved = value(resolveComplaint(replied, 'Desk', 'Both chairs were replaced.', AT));
    expect(targetSentence('complaint', complaintTarget(replied, resolved))).toBe(
      'Changed the status of complaint GR-00042 from Acknowledged to Resolved and set the reply to “Both chairs were replaced.”',
    );
  });
});
