import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { DEMO_SHOP_SETTINGS } from '../../src/adapters/memory/seed/demoSettings';
import { type ShopSettings } from '../../src/domain/settings/ShopSettings';
import { loggedSet } from './support/logged';
import { seedShop } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

const { env, as } = await rulesTestEnvironment('demo-rules-whatsapp-settings');

beforeEach(() => seedShop(env, { 'settings/shop': { ...DEMO_SHOP_SETTINGS } }));

const saveAs = (db: typeof as.admin, fields: Partial<Record<keyof ShopSettings, unknown>>) =>
  loggedSet(db, 'settings/shop', { ...DEMO_SHOP_SETTINGS, ...fields }, 'settings');

describe('WhatsApp in settings/shop', () => {
  it('lets the owner name the number ID and templates, or leave them empty; denies a manager', async () => {
    await assertSucceeds(saveAs(as.admin, {}));
    await assertSucceeds(saveAs(as.admin, { whatsappPhoneNumberId: '', whatsappShippedTemplate: '' }));
    await assertFails(saveAs(as.manager, {}));
  });

  it.each([
    ['a number ID with letters', { whatsappPhoneNumberId: 'waba-1234567' }],
    ['a number ID of 4 digits', { whatsappPhoneNumberId: '1234' }],
    ['a template with capitals', { whatsappPlacedTemplate: 'Order_Placed' }],
    ['a template with a space', { whatsappDeliveredTemplate: 'order delivered' }],
    ['a template that is not text', { whatsappUpiVerifiedTemplate: 7 }],
    ['a template name over 512 characters', { whatsappCancelledTemplate: 'a'.repeat(513) }],
  ])('denies %s; allows the same save with well-formed names', async (_, fields) => {
    await assertFails(saveAs(as.admin, fields));
    await assertSucceeds(saveAs(as.admin, { whatsappPhoneNumberId: '106540352242922' }));
  });

  it('denies settings without a WhatsApp field', async () => {
    const without: Record<string, unknown> = { ...DEMO_SHOP_SETTINGS };
    delete without['whatsappConfirmedTemplate'];
    await assertFails(loggedSet(as.admin, 'settings/shop', without, 'settings'));
  });
});
