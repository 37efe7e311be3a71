import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpStandIn } from '../../../tests/support/HttpStandIn';
import { randomUUID } from 'node:crypto';
import { filledTemplateBody } from '../../../src/domain/messages/WhatsAppMessage';

/** A template message the stand-in took, with its body as the shopper's phone shows it. */
export interface TakenWhatsAppMessage {
  to: string;
  template: string;
  parameters: string[];
  body: string;
}

interface TemplateRequest {
  messaging_product?: unknown;
  to?: unknown;
  type?: unknown;
  template?: {
    name?: unknown;
    language?: { code?: unknown };
    components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[];
  };
}

/**
 * A local stand-in for the WhatsApp Business Cloud API's `POST /{version}/{phone-number-id}/messages`, built from
 * its published reference: the bearer token, the business number's ID, the approved templates and their parameter
 * counts are checked, and it answers as the API does, with `messages[0].id` on success and `error.code` otherwise
 * (190 a bad token, 100 an unknown number ID, 132001 an unknown template, 132000 a parameter count that does not
 * match, 131008 a parameter the API refuses, 131026 a number that is not on WhatsApp, 130429 the throughput limit).
 */
export class WhatsAppCloudApi extends HttpStandIn {
  readonly taken: TakenWhatsAppMessage[] = [];
  /** Numbers that have WhatsApp; any other is answered 131026. */
  readonly onWhatsApp = new Set<string>();
  /** While set, every message is answered with the throughput limit, as under a burst. */
  throttled = false;

  constructor(
    port: number,
    readonly token: string,
    readonly phoneNumberId: string,
    /** Approved templates: name → body with {{1}}, {{2}}, … */
    readonly templates: Readonly<Record<string, string>>,
  ) {
    super(port);
  }

  to(number: string): TakenWhatsAppMessage[] {
    return this.taken.filter((message) => message.to === number);
  }

  protected async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const refuse = (status: number, code: number, message: string) =>
      this.reply(response, status, {
        error: { message, type: 'OAuthException', code, fbtrace_id: randomUUID() },
      });
    const path = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !path) return refuse(400, 100, 'Unknown path components');
    if (request.headers.authorization !== `Bearer ${this.token}`)
      return refuse(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (path[1] !== this.phoneNumberId)
      return refuse(400, 100, `Unsupported post request. Object with ID '${path[1]}' does not exist`);
    let body: TemplateRequest;
    try {
      body = JSON.parse(await text(request)) as TemplateRequest;
    } catch {
      return refuse(400, 100, 'Invalid parameter');
    }
    const { to, template } = body;
    if (
      body.messaging_product !== 'whatsapp' ||
      body.type !== 'template' ||
      typeof to !== 'string' ||
      !template
    )
      return refuse(400, 100, 'Invalid parameter');
    const registered = typeof template.name === 'string' ? this.templates[template.name] : undefined;
    if (registered === undefined || template.language?.code !== 'en')
      return refuse(404, 132001, 'Template name does not exist in the translation');
    const parameters = (template.components ?? [])
      .filter((component) => component.type === 'body')
      .flatMap((component) => component.parameters ?? [])
      .map((parameter) =>
        parameter.type === 'text' && typeof parameter.text === 'string' ? parameter.text : '',
      );
    if (parameters.length !== (registered.match(/\{\{\d+\}\}/g) ?? []).length)
      return refuse(400, 132000, 'Number of parameters does not match the expected number of params');
    if (parameters.some((parameter) => parameter.trim() === '' || /[\n\t]| {5}/.test(parameter)))
      return refuse(400, 131008, 'Required parameter is missing or has a line break, a tab or five spaces');
    if (this.throttled) return refuse(429, 130429, 'Rate limit hit');
    if (!this.onWhatsApp.has(to)) return refuse(400, 131026, 'Message undeliverable');
    this.taken.push({
      to,
      template: String(template.name),
      parameters,
      body: filledTemplateBody(registered, parameters),
    });
    return this.reply(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id: `wamid.${randomUUID()}`, message_status: 'accepted' }],
    });
  }

  private reply(response: ServerResponse, status: number, body: unknown): void {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  }
}

const text = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};
