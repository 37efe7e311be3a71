import type { Unsubscribe } from '../domain/shared/Page';

/** A message the demo backend "sent": verification links land here so sign-up works offline. */
export interface DemoMail {
  id: string;
  to: string;
  subject: string;
  body: string;
  /** Site-relative link, e.g. /verify-email?code=... */
  link: string;
  /** What the link opens, for a mail that is not a verification or password reset: 'View your order'. */
  linkLabel?: string;
  sentAt: string;
}

/** Memory mode only (Ports.demoInbox); the UI shows the inbox when the backend has one. */
export interface DemoInbox {
  list(): DemoMail[];
  subscribe(listener: (mails: DemoMail[]) => void): Unsubscribe;
}
