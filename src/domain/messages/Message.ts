/** Who a message is for: the order's shopper, or the shop's owner at the shop's e-mail address. */
export type MessageAudience = 'shopper' | 'owner';

/** A message as written once for every channel: a subject, plain text, simple HTML, and the page it points to. */
export interface Message {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A path of the shop's site: the order, its invoice, the admin's orders. */
  link: string;
  /** What the link opens, as its button or line says: 'View your order'. */
  linkLabel: string;
}

/** Text as HTML shows it, never as markup: a shopper's name holding `<script>` reads as those letters. */
export const htmlText = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
