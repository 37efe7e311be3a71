/** Where the demo shop says it lives when no address is set: a reserved name (RFC 2606) that is plainly not real. */
export const DEMO_ORIGIN = 'https://sheesham-home.example';

/**
 * The shop's public origin for canonical addresses, link previews and the sitemap: VITE_SITE_URL (the shop's own
 * domain), else the Firebase Hosting address of VITE_FIREBASE_PROJECT_ID, else the demo's.
 */
export const siteOrigin = (env: Readonly<Record<string, string | boolean | undefined>>): string => {
  const site = String(env.VITE_SITE_URL ?? '').trim();
  if (site) return new URL(site).origin;
  const project = String(env.VITE_FIREBASE_PROJECT_ID ?? '').trim();
  if (env.VITE_BACKEND === 'firebase' && project) return `https://${project}.web.app`;
  return DEMO_ORIGIN;
};
