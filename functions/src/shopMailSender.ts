import type { Firestore } from 'firebase-admin/firestore';
import type { MessageSender } from './deliverOutboxEntry';
import { messageContext } from './messageContext';
import { SMTP_USER, smtpSender } from './smtpSender';

/** The shop's e-mail sender, from the address its settings give (else the SMTP login, which is often the same). */
export const shopMailSender = async (db: Firestore): Promise<MessageSender> => {
  const { settings } = await messageContext(db);
  return smtpSender(settings.email || SMTP_USER.value());
};
