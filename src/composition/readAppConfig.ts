import { parseAdminEmails } from '../domain/staff/AdminPolicy';
import type { AppConfig } from '../ports/AppConfig';

export const DEFAULT_ADMIN_EMAILS = 'owner@demo.shop, admin@demo.shop';

export interface AppEnv {
  VITE_BACKEND?: string;
  VITE_ADMIN_EMAILS?: string;
}

/**
 * The backend and the fixed admin list (docs/behaviour.md#accounts-and-verification) from the build's environment.
 * The list is the demo backend's only: in firebase mode an admin is whoever firestore.rules accept (the owner's
 * `admin` claim, or the admin role), so VITE_ADMIN_EMAILS is ignored there and the demo addresses can never open
 * the admin screens of a shop.
 */
export const readAppConfig = (env: AppEnv): AppConfig => {
  const backend = (env.VITE_BACKEND ?? '').trim().toLowerCase() || 'memory';
  if (backend !== 'memory' && backend !== 'firebase') {
    throw new Error(`VITE_BACKEND must be 'memory' or 'firebase', not '${env.VITE_BACKEND}'.`);
  }
  if (backend === 'firebase') return { backend, adminEmails: [] };
  const listed = parseAdminEmails(env.VITE_ADMIN_EMAILS);
  return { backend, adminEmails: listed.length > 0 ? listed : parseAdminEmails(DEFAULT_ADMIN_EMAILS) };
};
