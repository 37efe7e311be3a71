import type { OutboxEntry } from './Outbox';
import type { SendOutcome } from './outboxDelivery';
import type { WhatsAppMessage } from './WhatsAppMessage';

/**
 * What the WhatsApp Cloud API answered one message: taken (`sent`), busy or down for now (`retry`), or refusing it
 * for a reason another attempt will not change (`refused`: a number not on WhatsApp, a template not approved, a token
 * revoked), when the e-mail goes instead.
 */
export type WhatsAppOutcome = { kind: 'sent' | 'retry' | 'refused'; answer: string };

/**
 * The Cloud API's error codes that pass with time (its error code reference): a throttle, a spam or pair rate limit,
 * or the service itself unavailable.
 */
const PASSING_ERROR_CODES: ReadonlySet<number> = new Set([
  1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004,
]);

interface CloudApiAnswer {
  messages?: { id?: unknown }[];
  error?: { code?: unknown; message?: unknown };
}

/** The outcome of an HTTP answer of `POST /{phone-number-id}/messages` (`body` as parsed; null if it was not JSON). */
export const whatsappOutcome = (status: number, body: unknown): WhatsAppOutcome => {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as CloudApiAnswer;
  const id = answer.messages?.[0]?.id;
  if (status >= 200 && status < 300 && typeof id === 'string')
    return { kind: 'sent', answer: `WhatsApp ${id}` };
  const code = typeof answer.error?.code === 'number' ? answer.error.code : null;
  const said = `WhatsApp HTTP ${status}${code === null ? '' : ` (#${code})`}${
    typeof answer.error?.message === 'string' ? ` ${answer.error.message}` : ''
  }`;
  const passing = status >= 500 || status === 429 || (code !== null && PASSING_ERROR_CODES.has(code));
  return { kind: passing ? 'retry' : 'refused', answer: said };
};

/**
 * Attempts that WhatsApp may ask to repeat before the e-mail goes instead: with the outbox's delays, about 20 minutes
 * of a throttle (RETRY_DELAYS_MINUTES).
 */
export const WHATSAPP_ATTEMPTS = 3;

/**
 * Sends an entry on WhatsApp when it has a WhatsApp twin, else (and when WhatsApp refuses it for good) by e-mail; an
 * attempt WhatsApp asks to repeat is retried later, WhatsApp first again, until WHATSAPP_ATTEMPTS, then by e-mail.
 */
export const preferringWhatsApp =
  (
    whatsapp: (message: WhatsAppMessage) => Promise<WhatsAppOutcome>,
    mail: (entry: OutboxEntry) => Promise<SendOutcome>,
  ) =>
  async (entry: OutboxEntry): Promise<SendOutcome> => {
    if (!entry.whatsapp) return mail(entry);
    const tried = await whatsapp(entry.whatsapp);
    if (tried.kind === 'sent') return { ok: true, answer: tried.answer };
    if (tried.kind === 'retry' && entry.attempts + 1 < WHATSAPP_ATTEMPTS)
      return { ok: false, permanent: false, answer: tried.answer };
    const mailed = await mail(entry);
    return { ...mailed, answer: `${tried.answer}; by e-mail instead: ${mailed.answer}` };
  };
