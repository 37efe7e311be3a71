import type { Unsubscribe } from '../domain/shared/Page';
import { token } from './tokens';

/** A message the demo backend "sent": verification links land here so sign-up works offline. */
export interface DemoMail {
  id: string;
  to: string;
  subject: string;
  body: string;
  /** Site-relative link, e.g. /verify-email?code=... */
  link: string;
  sentAt: string;
}

/** Only bound in memory mode; the UI shows the inbox when the container has it. */
export interface DemoInbox {
  list(): DemoMail[];
  subscribe(listener: (mails: DemoMail[]) => void): Unsubscribe;
}

export const DemoInbox = token<DemoInbox>('DemoInbox');
