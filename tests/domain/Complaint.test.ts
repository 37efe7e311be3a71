import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acknowledgeComplaint,
  addReply,
  type Complaint,
  complaintTicket,
  type ComplaintInput,
  DESCRIPTION_MAX,
  fileComplaint,
  isReachableContact,
  MAX_REPLIES,
  REPLY_MAX,
  resolveComplaint,
  SUBJECT_MAX,
  validateComplaint,
} from '../../src/domain/afterSales/Complaint';

const AT = '2026-03-01T10:00:00.000Z';
const LATER = '2026-03-02T09:00:00.000Z';

const input = (overrides: Partial<ComplaintInput> = {}): ComplaintInput => ({
  uid: 'asha',
  orderId: null,
  subject: 'Scratched table top',
  description: 'The dining table arrived with a deep scratch across its top.',
  contact: '98765 43210',
  ...overrides,
});

const filed = (overrides: Partial<ComplaintInput> = {}): Complaint => {
  const outcome = fileComplaint(input(overrides), 7, AT, 'asha', null);
  if (!outcome.ok) throw new Error(outcome.error.code);
  return outcome.value;
};

describe('filing a complaint', () => {
  it('gives an open complaint numbered as asked, trimmed, with ticket GR-00007', () => {
    const complaint = filed({ subject: '  Scratched table top ', contact: ' asha@example.com ' });
    expect(complaint).toEqual({
      id: '7',
      number: 7,
      uid: 'asha',
      orderId: null,
      subject: 'Scratched table top',
      description: 'The dining table arrived with a deep scratch across its top.',
      contact: 'asha@example.com',
      status: 'open',
      createdAt: AT,
      acknowledgedAt: null,
      resolvedAt: null,
      replies: [],
    });
    expect(complaintTicket(complaint)).toBe('GR-00007');
    expect(complaintTicket({ number: 123456 })).toBe('GR-123456');
  });

  it('says what is wrong with each field, in words', () => {
    expect(validateComplaint({ subject: ' Bad ', description: 'Too short', contact: 'call me' })).toEqual({
      ok: false,
      error: {
        code: 'COMPLAINT.INVALID',
        fields: {
          subject: 'Please give your complaint a subject of at least 5 characters.',
          description: 'Please describe what went wrong in at least 20 characters.',
          contact: 'Please give a phone number or an e-mail address where we can reach you.',
        },
      },
    });
    expect(
      validateComplaint({
        subject: 'x'.repeat(SUBJECT_MAX + 1),
        description: 'x'.repeat(DESCRIPTION_MAX + 1),
        contact: `${'x'.repeat(200)}@example.com`,
      }),
    ).toMatchObject({
      ok: false,
      error: {
        fields: {
          subject: 'Please keep the subject to 120 characters.',
          description: 'Please keep the description to 2000 characters.',
          contact: 'Please keep the contact details to 200 characters.',
        },
      },
    });
  });

  it('takes a phone number or an e-mail address as the contact', () => {
    for (const contact of ['9876543210', '+91 98765 43210', '(0291) 265-1234', 'asha@example.com'])
      expect(isReachableContact(contact)).toBe(true);
    for (const contact of ['12345', 'asha at example', '+91 98765 43210 9999', 'tomorrow 9876543210'])
      expect(isReachableContact(contact)).toBe(false);
  });

  it("names the shopper's own order only", () => {
    expect(fileComplaint(input({ orderId: 'o1' }), 1, AT, 'asha', null)).toMatchObject({
      ok: true,
      value: { orderId: 'o1' },
    });
    expect(fileComplaint(input({ orderId: 'o1' }), 1, AT, 'ravi', null)).toEqual({
      ok: false,
      error: { code: 'COMPLAINT.ORDER_NOT_FOUND' },
    });
    expect(fileComplaint(input({ orderId: 'o1' }), 1, AT, null, null)).toEqual({
      ok: false,
      error: { code: 'COMPLAINT.ORDER_NOT_FOUND' },
    });
  });

  it('keeps any valid text exactly as typed, only trimmed', () => {
    const text = (min: number, max: number) =>
      fc.string({ minLength: min, maxLength: max }).filter((value) => value.trim().length >= min);
    fc.assert(
      fc.property(text(5, 120), text(20, 2000), (subject, description) => {
        const outcome = fileComplaint(input({ subject, description }), 1, AT, null, null);
        expect(outcome).toMatchObject({
          ok: true,
          value: { subject: subject.trim(), description: description.trim() },
        });
      }),
    );
  });
});

describe('replies', () => {
  it('appends the shopper’s reply to their own complaint, trimmed; anyone else’s reads as missing', () => {
    const complaint = filed();
    expect(addReply(complaint, { from: 'shopper', uid: 'asha' }, '  It is the left corner. ', LATER)).toEqual(
      {
        ok: true,
        value: {
          ...complaint,
          replies: [{ from: 'shopper', staffName: '', text: 'It is the left corner.', at: LATER }],
        },
      },
    );
    expect(addReply(complaint, { from: 'shopper', uid: 'ravi' }, 'Hello', LATER)).toEqual({
      ok: false,
      error: { code: 'COMPLAINT.NOT_FOUND' },
    });
    expect(addReply(null, { from: 'staff', staffName: 'Desk' }, 'Hello', LATER)).toEqual({
      ok: false,
      error: { code: 'COMPLAINT.NOT_FOUND' },
    });
  });

  it('refuses an empty or too long reply, a reply past the limit and one to a resolved complaint', () => {
    const staff = { from: 'staff', staffName: 'Support desk' } as const;
    const complaint = filed();
    expect(addReply(complaint, staff, ' \n ', LATER)).toEqual({
      ok: false,
      error: { code: 'COMPLAINT.REPLY_EMPTY' },
    });
    expect(addReply(complaint, staff, 'x'.repeat(REPLY_MAX + 1), LATER)).toEqual({
      ok: false,
      error: { code: 'COMPLAINT.REPLY_TOO_LONG', max: REPLY_MAX },
    });
    const full = {
      ...complaint,
      replies: Array.from({ length: MAX_REPLIES }, () => ({
        from: 'staff' as const,
        staffName: 'Desk',
        text: 'Hi',
        at: AT,
      })),
    };
    expect(addReply(full, staff, 'One more', LATER)).toEqual({
      ok: false,
      error: { code: 'COMPLAINT.TOO_MANY_REPLIES', max: MAX_REPLIES },
    });
    const resolved = resolveComplaint(complaint, 'Desk', 'Replaced the top.', LATER);
    if (!resolved.ok) throw new Error(resolved.error.code);
    expect(addReply(resolved.value, staff, 'Hi', LATER)).toEqual({
      ok: false,
      error: { code: 'COMPLAINT.RESOLVED' },
    });
  });
});

describe('the staff move a complaint on', () => {
  it('acknowledge an open complaint once', () => {
    const acknowledged = acknowledgeComplaint(filed(), LATER);
    expect(acknowledged).toMatchObject({
      ok: true,
      value: { status: 'acknowledged', acknowledgedAt: LATER },
    });
    if (!acknowledged.ok) return;
    expect(acknowledgeComplaint(acknowledged.value, LATER)).toEqual({
      ok: false,
      error: { code: 'COMPLAINT.INVALID_MOVE', from: 'acknowledged', to: 'acknowledged' },
    });
    expect(acknowledgeComplaint(null, LATER)).toEqual({ ok: false, error: { code: 'COMPLAINT.NOT_FOUND' } });
  });

  it('resolve with the note of what was done as the last reply, acknowledging an open complaint with it', () => {
    const complaint = filed();
    expect(resolveComplaint(complaint, 'Desk', '  ', LATER)).toEqual({
      ok: false,
      error: { code: 'COMPLAINT.REPLY_EMPTY' },
    });
    expect(resolveComplaint(complaint, 'Desk', 'Replaced the top.', LATER)).toEqual({
      ok: true,
      value: {
        ...complaint,
        status: 'resolved',
        acknowledgedAt: LATER,
        resolvedAt: LATER,
        replies: [{ from: 'staff', staffName: 'Desk', text: 'Replaced the top.', at: LATER }],
      },
    });
    const acknowledged = acknowledgeComplaint(complaint, AT);
    if (!acknowledged.ok) throw new Error(acknowledged.error.code);
    expect(resolveComplaint(acknowledged.value, 'Desk', 'Done.', LATER)).toMatchObject({
      ok: true,
      value: { acknowledgedAt: AT, resolvedAt: LATER },
    });
  });
});
