import { defineSecret } from 'firebase-functions/params';
import { WHATSAPP_TEMPLATE_LANGUAGE, type WhatsAppMessage } from '../../src/domain/messages/WhatsAppMessage';
import { whatsappOutcome, type WhatsAppOutcome } from '../../src/domain/messages/whatsappDelivery';
import type { ServerSecretName } from './serverSecrets';

/** The WhatsApp Cloud API's access token (docs/operations.md#whatsapp); 'off' for a shop that sends only e-mail. */
export const WHATSAPP_TOKEN = defineSecret('WHATSAPP_TOKEN' satisfies ServerSecretName);

/** The Graph API version the module speaks. */
const GRAPH_API_VERSION = 'v21.0';

/**
 * Sends template messages from the shop's WhatsApp number `phoneNumberId` through the Cloud API at `origin` (Meta's,
 * unless WHATSAPP_API_ORIGIN names a stand-in); null when the shop sends no WhatsApp (no number ID, or no token).
 */
export const whatsAppSender = (
  phoneNumberId: string,
  token: string,
  origin = process.env['WHATSAPP_API_ORIGIN'] || 'https://graph.facebook.com',
): ((message: WhatsAppMessage) => Promise<WhatsAppOutcome>) | null =>
  phoneNumberId === '' || token === '' || token === 'off'
    ? null
    : async ({ to, template, parameters }) => {
        try {
          const response = await fetch(`${origin}/${GRAPH_API_VERSION}/${phoneNumberId}/messages`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({
              messaging_product: 'whatsapp',
              recipient_type: 'individual',
              to,
              type: 'template',
              template: {
                name: template,
                language: { code: WHATSAPP_TEMPLATE_LANGUAGE },
                components: [
                  { type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) },
                ],
              },
            }),
            signal: AbortSignal.timeout(20_000),
          });
          return whatsappOutcome(response.status, await response.json().catch(() => null));
        } catch (error) {
          return { kind: 'retry', answer: `WhatsApp unreachable: ${String(error)}` };
        }
      };
