import type { Firestore } from 'firebase-admin/firestore';
import { preferringWhatsApp } from '../../src/domain/messages/whatsappDelivery';
import type { MessageSender } from './deliverOutboxEntry';
import { messageContext } from './messageContext';
import { SMTP_SECRETS, SMTP_USER, smtpSender } from './smtpSender';
import { WHATSAPP_TOKEN, whatsAppSender } from './whatsAppSender';

/** The secrets the sender reads: the SMTP provider's and the WhatsApp token. */
export const SENDER_SECRETS = [...SMTP_SECRETS, WHATSAPP_TOKEN];

/**
 * The shop's sender, as its settings are now: e-mail from the address they give (else the SMTP login, which is often
 * the same), and WhatsApp first for the messages that have a WhatsApp twin when the shop sends WhatsApp.
 */
export const shopMessageSender = async (db: Firestore): Promise<MessageSender> => {
  const { settings } = await messageContext(db);
  const mail = smtpSender(settings.email || SMTP_USER.value());
  const whatsapp = whatsAppSender(settings.whatsappPhoneNumberId, WHATSAPP_TOKEN.value());
  return whatsapp ? preferringWhatsApp(whatsapp, mail) : mail;
};
