import type { Firestore } from 'firebase-admin/firestore';
import type { MessageContext } from '../../src/domain/messages/composeMessage';
import { storedShopSettings } from '../../src/domain/settings/storedShopSettings';
import { SETTINGS, SETTINGS_ID } from '../../src/adapters/firestore/collections';

/** The shop's address on the web, for the links in its messages: SHOP_ORIGIN, else the project's Hosting site. */
const shopOrigin = (): string =>
  process.env['SHOP_ORIGIN'] || `https://${process.env['GCLOUD_PROJECT'] ?? 'localhost'}.web.app`;

/** The shop's settings as they are now, and its address: what every message is signed and linked with. */
export const messageContext = async (db: Firestore): Promise<MessageContext> => ({
  settings: storedShopSettings((await db.collection(SETTINGS).doc(SETTINGS_ID).get()).data()),
  origin: shopOrigin(),
});
