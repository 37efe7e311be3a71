import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { DEMO_SHOP_SETTINGS } from '../../src/adapters/memory/seed/demoSettings';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../../src/domain/settings/ShopSettings';
import { loggedSet } from './support/logged';
import { seedShop } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

const { env, as } = await rulesTestEnvironment('demo-rules-grievance-officer');

beforeEach(() => seedShop(env, { 'settings/shop': { ...DEFAULT_SHOP_SETTINGS } }));

const OFFICER = {
  grievanceOfficerName: 'Example Person (fictitious)',
  grievanceOfficerDesignation: 'Grievance Officer',
  grievanceOfficerPhone: '+91 00000 54321',
  grievanceOfficerEmail: 'grievance@example.in',
};
const saveAs = (db: typeof as.admin, fields: Partial<Record<keyof ShopSettings, unknown>>) =>
  loggedSet(db, 'settings/shop', { ...DEFAULT_SHOP_SETTINGS, ...OFFICER, ...fields }, 'settings');

describe('the grievance officer in settings/shop', () => {
  it("lets anyone read it and the owner save it; denies a shopper's or a manager's save of the same", async () => {
    await assertSucceeds(getDoc(doc(as.anonymous, 'settings/shop')));
    await assertFails(setDoc(doc(as.shopper, 'settings/shop'), { ...DEFAULT_SHOP_SETTINGS, ...OFFICER }));
    await assertFails(saveAs(as.shopper, {}));
    await assertFails(saveAs(as.manager, {}));
    await assertSucceeds(saveAs(as.admin, {}));
    await assertSucceeds(saveAs(as.admin, DEMO_SHOP_SETTINGS));
  });

  it('denies settings without the officer fields; allows them empty (a shop still setting up)', async () => {
    const withoutOfficer: Record<string, unknown> = { ...DEFAULT_SHOP_SETTINGS };
    delete withoutOfficer['grievanceOfficerEmail'];
    await assertFails(loggedSet(as.admin, 'settings/shop', withoutOfficer, 'settings'));
    await assertSucceeds(
      saveAs(as.admin, {
        grievanceOfficerName: '',
        grievanceOfficerDesignation: '',
        grievanceOfficerPhone: '',
        grievanceOfficerEmail: '',
      }),
    );
  });

  it.each([
    ['a name that is not text', { grievanceOfficerName: 42 }],
    ['a name over 100 characters', { grievanceOfficerName: 'x'.repeat(101) }],
    ['a designation over 100 characters', { grievanceOfficerDesignation: 'x'.repeat(101) }],
    ['a designation that is not text', { grievanceOfficerDesignation: null }],
    ['a phone with letters', { grievanceOfficerPhone: 'call the office' }],
    ['a phone too short to dial', { grievanceOfficerPhone: '12345' }],
    ['a phone over 30 characters', { grievanceOfficerPhone: `+91 ${'0'.repeat(27)}` }],
    ['an e-mail without a domain', { grievanceOfficerEmail: 'grievance@shop' }],
    ['an e-mail with a space', { grievanceOfficerEmail: 'griev ance@example.in' }],
    ['an e-mail over 254 characters', { grievanceOfficerEmail: `${'a'.repeat(250)}@example.in` }],
    ['a name without the other details', { grievanceOfficerPhone: '', grievanceOfficerEmail: '' }],
    ['contact details without a name', { grievanceOfficerName: '', grievanceOfficerDesignation: '' }],
  ])('denies %s; allows the same save with a well-formed officer', async (_, fields) => {
    await assertFails(saveAs(as.admin, fields));
    await assertSucceeds(saveAs(as.admin, {}));
  });

  it.each([
    ['a landline with its STD code', { grievanceOfficerPhone: '011-2345 6789' }],
    ['a mobile with brackets and hyphens', { grievanceOfficerPhone: '+91 (0)98765-43210' }],
    ['a name of exactly 100 characters', { grievanceOfficerName: 'x'.repeat(100) }],
    ['an e-mail on a subdomain', { grievanceOfficerEmail: 'grievance.officer@care.example.co.in' }],
  ])('allows %s', async (_, fields) => {
    await assertSucceeds(saveAs(as.admin, fields));
  });
});
