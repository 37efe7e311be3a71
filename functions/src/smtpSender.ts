import { defineSecret } from 'firebase-functions/params';
import type { ServerSecretName } from './serverSecrets';
import nodemailer from 'nodemailer';
import type { SendOutcome } from '../../src/domain/messages/outboxDelivery';
import type { MessageSender } from './deliverOutboxEntry';

/**
 * The shop's SMTP provider (docs/operations.md#messages), each set with `firebase functions:secrets:set <NAME>`. The
 * host may name its port ('smtp.example.in:465'); 587 (STARTTLS) otherwise, and 465 speaks TLS from the start.
 */
const secret = (name: ServerSecretName) => defineSecret(name);
export const SMTP_HOST = secret('SMTP_HOST');
export const SMTP_USER = secret('SMTP_USER');
export const SMTP_PASSWORD = secret('SMTP_PASSWORD');
export const SMTP_SECRETS = [SMTP_HOST, SMTP_USER, SMTP_PASSWORD];

interface SmtpFailure {
  responseCode?: number;
  response?: string;
  command?: string;
  code?: string;
  message?: string;
}

/**
 * Whether the provider refused the message for good: a 5xx answer to the recipient (no such mailbox) or an address
 * nodemailer cannot send to. Anything else (the server down, a 4xx, a refused login) may pass on a later attempt.
 */
const isPermanent = (failure: SmtpFailure): boolean =>
  (failure.code === 'EENVELOPE' && failure.command === 'API') ||
  (failure.command === 'RCPT TO' && (failure.responseCode ?? 0) >= 500);

/**
 * Sends e-mail over the shop's SMTP provider, from the shop's name at `from`. The SMTP user is the login; a local
 * server without one is reached without logging in.
 */
export const smtpSender = (from: string): MessageSender => {
  const user = SMTP_USER.value();
  const [host, port = '587'] = SMTP_HOST.value().split(':');
  const transport = nodemailer.createTransport({
    host,
    port: Number(port),
    secure: port === '465',
    ...(user ? { auth: { user, pass: SMTP_PASSWORD.value() } } : {}),
  });
  return async (entry): Promise<SendOutcome> => {
    try {
      const info = await transport.sendMail({
        from: { name: 'Sheesham Home', address: from },
        to: entry.to,
        subject: entry.subject,
        text: entry.text,
        html: entry.html,
        ...(entry.unsubscribe ? { list: { unsubscribe: entry.unsubscribe } } : {}),
      });
      return { ok: true, answer: info.response };
    } catch (error) {
      const failure = error as SmtpFailure;
      return {
        ok: false,
        permanent: isPermanent(failure),
        answer: failure.response ?? failure.message ?? String(error),
      };
    }
  };
};
