import type { ShopSettings } from '../settings/ShopSettings';
import { htmlText, type Message } from './Message';

/** What every message needs besides its subject: the shop's settings, and its address on the web for the links. */
export interface MessageContext {
  settings: ShopSettings;
  /** 'https://shop.example', or '' where a path is enough (the demo inbox). */
  origin: string;
  /** The staff who asked for the owner's messages too (staffMessageAddresses); none where the owner alone gets them. */
  staffEmails?: readonly string[];
}

/** Where the owner's messages go: the shop's e-mail of Settings and each member of staff who asked; '' for nobody. */
export const ownerAddress = ({ settings, staffEmails = [] }: MessageContext): string =>
  [...new Set([settings.email, ...staffEmails].filter((address) => address !== ''))].join(', ');

const SHOP_NAME = 'Sheesham Home';

/** A paragraph of plain text, or rows of a small table (an order's price breakup). */
export type MessageBlock = string | { rows: readonly string[] };

/** The shop's name, seller, contact and grievance officer, as the settings hold them: what is empty is left out. */
const signature = ({ settings }: MessageContext): string[] => {
  const seller = [settings.sellerLegalName, settings.sellerAddress].filter(Boolean).join(', ');
  const contact = [settings.phone, settings.email].filter(Boolean).join(' · ');
  const officer = settings.grievanceOfficerName
    ? `Grievance officer: ${settings.grievanceOfficerName}, ${settings.grievanceOfficerDesignation}, ${settings.grievanceOfficerPhone}, ${settings.grievanceOfficerEmail}`
    : '';
  return [SHOP_NAME, seller, contact, officer].filter(Boolean);
};

/**
 * A message in plain text and in simple HTML that reads well on a phone, signed by the shop: every text it holds is
 * escaped in the HTML, so a name holding markup shows as text.
 */
export const composeMessage = (
  to: string,
  subject: string,
  blocks: readonly MessageBlock[],
  link: { path: string; label: string },
  context: MessageContext,
): Message => {
  const url = `${context.origin}${link.path}`;
  const textOf = (block: MessageBlock): string => (typeof block === 'string' ? block : block.rows.join('\n'));
  const htmlOf = (block: MessageBlock): string =>
    typeof block === 'string'
      ? `<p>${htmlText(block)}</p>`
      : `<table cellpadding="4" style="border-collapse:collapse">${block.rows
          .map((row) => `<tr><td>${htmlText(row)}</td></tr>`)
          .join('')}</table>`;
  const footer = signature(context);
  return {
    to,
    subject,
    link: link.path,
    linkLabel: link.label,
    // Where a path is enough (the demo inbox), the link is a button beside the text rather than a line of it.
    text: [
      ...blocks.map(textOf),
      ...(context.origin ? [`${link.label}: ${url}`] : []),
      '—',
      footer.join('\n'),
    ].join('\n\n'),
    html:
      `<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;max-width:560px">` +
      blocks.map(htmlOf).join('') +
      `<p><a href="${htmlText(url)}">${htmlText(link.label)}</a></p>` +
      `<hr><p style="font-size:13px;color:#555">${footer.map(htmlText).join('<br>')}</p></div>`,
  };
};
