/** A message the shop gave up on (OutboxEntry failed), as the staff see it: to whom, about what, and why. */
export interface MessageFailure {
  id: string;
  to: string;
  subject: string;
  /** The page the message pointed to: the order, the return, the complaints. */
  link: string;
  attempts: number;
  failure: string;
  at: string;
}

/**
 * Whether the shop's messages go out (docs/behaviour.md#messages): the demo sends them to its inbox in the browser;
 * a Firebase shop through its server module, whose outbox round last ran at `checkedAt` (null: never, so not deployed).
 */
export interface MessageStatus {
  sender: 'demo-inbox' | 'server-module';
  checkedAt: string | null;
  /** The latest messages given up on, newest first. */
  failures: MessageFailure[];
}

/** The outbox round runs this often; the admin calls the module late after three rounds missed. */
export const OUTBOX_ROUND_MINUTES = 10;
const LATE_AFTER_MINUTES = 3 * OUTBOX_ROUND_MINUTES;

/** The latest failures the admin shows. */
export const MESSAGE_FAILURES_SHOWN = 20;

/** `demo`: the demo inbox; `on`: the server module runs; `late`: it has not run for a while; `off`: never ran. */
export type MessagesState = 'demo' | 'on' | 'late' | 'off';

export const messagesState = (status: MessageStatus, now: string): MessagesState => {
  if (status.sender === 'demo-inbox') return 'demo';
  if (status.checkedAt === null) return 'off';
  return Date.parse(now) - Date.parse(status.checkedAt) <= LATE_AFTER_MINUTES * 60_000 ? 'on' : 'late';
};
