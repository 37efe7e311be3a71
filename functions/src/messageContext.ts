import type { Firestore } from 'firebase-admin/firestore';
import type { MessageContext } from '../../src/domain/messages/composeMessage';
import { storedShopSettings } from '../../src/domain/settings/storedShopSettings';
import { staffMessageAddresses, type Role } from '../../src/domain/accounts/User';
import { MAX_STAFF } from '../../src/ports/UserRepository';
import { SETTINGS, SETTINGS_ID, USERS } from '../../src/adapters/firestore/collections';

/** The shop's address on the web, for the links in its messages: SHOP_ORIGIN, else the project's Hosting site. */
const shopOrigin = (): string =>
  process.env['SHOP_ORIGIN'] || `https://${process.env['GCLOUD_PROJECT'] ?? 'localhost'}.web.app`;

/** The addresses of the staff who asked for the owner's messages (at most MAX_STAFF records read). */
const staffEmails = async (db: Firestore): Promise<string[]> => {
  const { docs } = await db.collection(USERS).where('ownerMessages', '==', true).limit(MAX_STAFF).get();
  return staffMessageAddresses(
    docs.map((record) => ({
      email: String(record.get('email') ?? ''),
      emailVerified: record.get('emailVerified') === true,
      role: record.get('role') as Role,
      ownerMessages: record.get('ownerMessages') === true,
    })),
  );
};

/**
 * The shop's settings as they are now, and its address: what every message is signed and linked with; and, for a
 * change that owes the owner a message (`forOwner`), the staff who asked for the owner's messages too.
 */
export const messageContext = async (db: Firestore, forOwner = false): Promise<MessageContext> => ({
  settings: storedShopSettings((await db.collection(SETTINGS).doc(SETTINGS_ID).get()).data()),
  origin: shopOrigin(),
  ...(forOwner ? { staffEmails: await staffEmails(db) } : {}),
});
