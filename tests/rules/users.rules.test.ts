import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { people, productDocument, closeRules, rulesEnvironment, seed, userRecord } from './support/rulesEnv';

let env: RulesTestEnvironment;
let as: ReturnType<typeof people>;

beforeAll(async () => {
  env = await rulesEnvironment('demo-rules-users');
  as = people(env);
});
afterAll(() => closeRules(env));
beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, { 'users/other': userRecord('other', 'other@example.com') });
});

describe('user records', () => {
  it('lets a user create their own record with role user; denies role admin at create', async () => {
    await assertFails(
      setDoc(doc(as.shopper, 'users/shopper'), userRecord('shopper', 'shopper@example.com', 'admin')),
    );
    await assertSucceeds(
      setDoc(doc(as.shopper, 'users/shopper'), userRecord('shopper', 'shopper@example.com')),
    );
  });
  it('lets an unverified new user create their record (sign-up writes it before verification)', async () => {
    await assertSucceeds(
      setDoc(doc(as.unverified, 'users/newbie'), userRecord('newbie', 'newbie@example.com')),
    );
  });
  it("denies creating someone else's record, or one with another e-mail", async () => {
    await assertFails(
      setDoc(doc(as.shopper, 'users/stranger'), userRecord('stranger', 'shopper@example.com')),
    );
    await assertFails(setDoc(doc(as.shopper, 'users/shopper'), userRecord('shopper', 'admin@demo.shop')));
  });
  it('lets a user rename themselves; denies promoting themselves to admin at update', async () => {
    await seed(env, { 'users/shopper': userRecord('shopper', 'shopper@example.com') });
    await assertSucceeds(
      updateDoc(doc(as.shopper, 'users/shopper'), { name: 'Priya', displayName: 'Priya' }),
    );
    await assertFails(updateDoc(doc(as.shopper, 'users/shopper'), { role: 'admin' }));
    await assertFails(updateDoc(doc(as.shopper, 'users/shopper'), { email: 'admin@demo.shop' }));
  });
  it('denies unknown keys and oversized names', async () => {
    await assertFails(
      setDoc(doc(as.shopper, 'users/shopper'), {
        ...userRecord('shopper', 'shopper@example.com'),
        isAdmin: true,
      }),
    );
    await assertFails(
      setDoc(doc(as.shopper, 'users/shopper'), {
        ...userRecord('shopper', 'shopper@example.com'),
        name: 'x'.repeat(101),
      }),
    );
  });
  it("lets a user read their own record; denies reading someone else's", async () => {
    await seed(env, { 'users/shopper': userRecord('shopper', 'shopper@example.com') });
    await assertSucceeds(getDoc(doc(as.shopper, 'users/shopper')));
    await assertFails(getDoc(doc(as.shopper, 'users/other')));
    await assertFails(getDoc(doc(as.anonymous, 'users/other')));
  });
  it('denies shoppers listing users; allows admins', async () => {
    await assertFails(getDocs(collection(as.shopper, 'users')));
    await assertSucceeds(getDocs(collection(as.admin, 'users')));
  });
  it('lets an admin change a role, and a role admin then counts as admin', async () => {
    await assertSucceeds(updateDoc(doc(as.admin, 'users/other'), { role: 'admin' }));
    await assertSucceeds(setDoc(doc(as.other, 'products/p1'), productDocument('p1')));
    await assertSucceeds(updateDoc(doc(as.admin, 'users/other'), { role: 'user' }));
    await assertFails(setDoc(doc(as.other, 'products/p2'), productDocument('p2')));
  });
});
