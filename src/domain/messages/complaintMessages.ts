import { complaintTicket, type Complaint } from '../afterSales/Complaint';
import { composeMessage, type MessageContext, ownerAddress } from './composeMessage';
import type { Message } from './Message';
import { momentEntries, type OutboxEntry } from './Outbox';

/** A complaint's steps its shopper hears of: the shop's acknowledgement, and each reply of its staff (by its place). */
export type ComplaintMoment =
  { event: 'acknowledged'; at: string } | { event: 'replied'; at: string; reply: number };

export const complaintMoments = (complaint: Complaint): ComplaintMoment[] => [
  ...(complaint.acknowledgedAt ? [{ event: 'acknowledged' as const, at: complaint.acknowledgedAt }] : []),
  ...complaint.replies.flatMap((reply, index): ComplaintMoment[] =>
    reply.from === 'staff' ? [{ event: 'replied', at: reply.at, reply: index }] : [],
  ),
];

/** When a complaint last moved: filed, acknowledged, answered or resolved. */
export const complaintLastChange = (complaint: Complaint): string =>
  [
    complaint.createdAt,
    complaint.acknowledgedAt ?? '',
    complaint.resolvedAt ?? '',
    ...complaint.replies.map((reply) => reply.at),
  ].reduce((latest, at) => (at > latest ? at : latest));

const eventOf = (moment: ComplaintMoment): string =>
  moment.event === 'replied' ? `replied-${moment.reply}` : moment.event;

/** The message that tells a complaint's shopper of a step of it, at their account's address. */
export const shopperComplaintMessage = (
  moment: ComplaintMoment,
  complaint: Complaint,
  to: string,
  context: MessageContext,
): Message => {
  const ticket = complaintTicket(complaint);
  const link = { path: '/grievance', label: 'View your complaints' };
  return moment.event === 'acknowledged'
    ? composeMessage(
        to,
        `Complaint ${ticket} acknowledged`,
        [`We have your complaint “${complaint.subject}” and are looking into it.`],
        link,
        context,
      )
    : composeMessage(
        to,
        `Reply to complaint ${ticket}`,
        [`About “${complaint.subject}”, we wrote:`, complaint.replies[moment.reply]?.text ?? ''],
        link,
        context,
      );
};

/** The owner's word of a new complaint. */
export const ownerNewComplaintMessage = (complaint: Complaint, context: MessageContext): Message =>
  composeMessage(
    ownerAddress(context),
    `Complaint ${complaintTicket(complaint)}: ${complaint.subject}`,
    [complaint.description, `Contact: ${complaint.contact}`],
    { path: '/admin/complaints', label: 'Open the complaints' },
    context,
  );

/**
 * The messages a complaint's steps after `since` call for: each to its shopper (`to`, their account's address; none
 * without one), and its filing to the owner.
 */
export const complaintOutboxEntries = (
  complaint: Complaint,
  to: string,
  since: string,
  context: MessageContext,
  now: string,
): OutboxEntry[] => [
  ...(complaint.createdAt > since && ownerAddress(context) !== ''
    ? momentEntries(
        ['complaint', complaint.id, 'filed'],
        { owner: ownerNewComplaintMessage(complaint, context) },
        now,
      )
    : []),
  ...(to === ''
    ? []
    : complaintMoments(complaint)
        .filter((moment) => moment.at > since)
        .flatMap((moment) =>
          momentEntries(
            ['complaint', complaint.id, eventOf(moment)],
            { shopper: shopperComplaintMessage(moment, complaint, to, context) },
            now,
          ),
        )),
];
