import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { loggedSet, loggedUpdate } from './support/logged';
import { consented, productDocument, seed, userRecord } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

/** A record as written by an account whose token says the e-mail is not verified (yet). */
const unverifiedRecord = (uid: string, email: string) => ({
  ...userRecord(uid, email),
  emailVerified: false,
});

const { env, as } = await rulesTestEnvironment('demo-rules-users');

beforeEach(async () => {
  await env.clearFirestore();
  await seed(env, { 'users/other': userRecord('other', 'other@example.com') });
});

describe('user records', () => {
  it('lets a user create their own record with role user; denies role admin at create', async () => {
    await assertFails(
      setDoc(
        doc(as.shopper, 'users/shopper'),
        consented(userRecord('shopper', 'shopper@example.com', 'admin')),
      ),
    );
    await assertSucceeds(
      setDoc(doc(as.shopper, 'users/shopper'), consented(userRecord('shopper', 'shopper@example.com'))),
    );
  });
  it('lets an unverified new user create their record (sign-up writes it before verification)', async () => {
    await assertSucceeds(
      setDoc(doc(as.unverified, 'users/newbie'), consented(unverifiedRecord('newbie', 'newbie@example.com'))),
    );
  });
  it("denies creating someone else's record, or one with another e-mail", async () => {
    await assertFails(
      setDoc(doc(as.shopper, 'users/stranger'), consented(userRecord('stranger', 'shopper@example.com'))),
    );
    await assertFails(
      setDoc(doc(as.shopper, 'users/shopper'), consented(userRecord('shopper', 'admin@demo.shop'))),
    );
  });
  it('lets a user rename themselves; denies promoting themselves to admin at update', async () => {
    await seed(env, { 'users/shopper': userRecord('shopper', 'shopper@example.com') });
    await assertSucceeds(
      updateDoc(doc(as.shopper, 'users/shopper'), { name: 'Priya', displayName: 'Priya' }),
    );
    await assertFails(updateDoc(doc(as.shopper, 'users/shopper'), { role: 'admin' }));
    await assertFails(updateDoc(doc(as.shopper, 'users/shopper'), { email: 'admin@demo.shop' }));
  });
  it("lets staff ask for the owner's messages and stop; denies a customer's asking and anything but a yes or no", async () => {
    await seed(env, {
      'users/shopper': userRecord('shopper', 'shopper@example.com'),
      'users/manager': userRecord('manager', 'manager@example.com', 'manager'),
    });
    await assertFails(updateDoc(doc(as.shopper, 'users/shopper'), { ownerMessages: true }));
    await assertSucceeds(updateDoc(doc(as.shopper, 'users/shopper'), { ownerMessages: false }));
    await assertSucceeds(updateDoc(doc(as.manager, 'users/manager'), { ownerMessages: true }));
    await assertFails(updateDoc(doc(as.manager, 'users/manager'), { ownerMessages: 'yes' }));
    await assertSucceeds(updateDoc(doc(as.manager, 'users/manager'), { ownerMessages: false }));
  });
  it('denies unknown keys and oversized names', async () => {
    await assertFails(
      setDoc(doc(as.shopper, 'users/shopper'), {
        ...consented(userRecord('shopper', 'shopper@example.com')),
        isAdmin: true,
      }),
    );
    await assertFails(
      setDoc(doc(as.shopper, 'users/shopper'), {
        ...consented(userRecord('shopper', 'shopper@example.com')),
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
  it("denies a record claiming another e-mail than the token's; allows the token's own", async () => {
    await assertFails(
      setDoc(doc(as.shopper, 'users/shopper'), consented(userRecord('shopper', 'other@example.com'))),
    );
    await assertSucceeds(
      setDoc(doc(as.shopper, 'users/shopper'), consented(userRecord('shopper', 'shopper@example.com'))),
    );
  });
  it('denies emailVerified true while the token is unverified; allows false', async () => {
    await assertFails(
      setDoc(doc(as.unverified, 'users/newbie'), consented(userRecord('newbie', 'newbie@example.com'))),
    );
    await assertSucceeds(
      setDoc(doc(as.unverified, 'users/newbie'), consented(unverifiedRecord('newbie', 'newbie@example.com'))),
    );
  });
  it('denies emailVerified false while the token is verified; allows true', async () => {
    await assertFails(
      setDoc(doc(as.shopper, 'users/shopper'), consented(unverifiedRecord('shopper', 'shopper@example.com'))),
    );
    await assertSucceeds(
      setDoc(doc(as.shopper, 'users/shopper'), consented(userRecord('shopper', 'shopper@example.com'))),
    );
  });
  it('lets a user who verified after sign-up refresh their record from the token; never claim more', async () => {
    await seed(env, {
      'users/shopper': unverifiedRecord('shopper', 'shopper@example.com'),
      'users/newbie': unverifiedRecord('newbie', 'newbie@example.com'),
    });
    await assertFails(updateDoc(doc(as.unverified, 'users/newbie'), { emailVerified: true }));
    await assertSucceeds(updateDoc(doc(as.shopper, 'users/shopper'), { emailVerified: true }));
    await assertFails(
      updateDoc(doc(as.shopper, 'users/shopper'), { email: 'other@example.com', emailVerified: true }),
    );
  });
  it('lets a user refresh a record stored before emailVerified existed, as the token says', async () => {
    const { emailVerified: _dropped, ...older } = userRecord('shopper', 'shopper@example.com');
    await seed(env, { 'users/shopper': older });
    await assertFails(updateDoc(doc(as.shopper, 'users/shopper'), { name: 'Priya' }));
    await assertFails(updateDoc(doc(as.shopper, 'users/shopper'), { emailVerified: false }));
    await assertSucceeds(updateDoc(doc(as.shopper, 'users/shopper'), { emailVerified: true }));
  });
  it('denies an admin giving role admin to an unverified record; allows it on a verified one', async () => {
    await seed(env, { 'users/newbie': unverifiedRecord('newbie', 'newbie@example.com') });
    await assertFails(loggedUpdate(as.admin, 'users/newbie', { role: 'admin' }, 'role'));
    await assertSucceeds(loggedUpdate(as.admin, 'users/other', { role: 'admin' }, 'role'));
    await assertFails(
      loggedSet(
        as.admin,
        'users/fresh',
        { ...unverifiedRecord('fresh', 'fresh@example.com'), role: 'admin' },
        'role',
      ),
    );
    await assertSucceeds(
      loggedSet(as.admin, 'users/fresh', userRecord('fresh', 'fresh@example.com', 'admin'), 'role'),
    );
  });
  it("denies an admin changing someone's e-mail or its verification; allows a role change that keeps them", async () => {
    await seed(env, { 'users/newbie': unverifiedRecord('newbie', 'newbie@example.com') });
    await assertFails(loggedUpdate(as.admin, 'users/other', { email: 'owner@example.com' }, 'role'));
    await assertFails(loggedUpdate(as.admin, 'users/other', { emailVerified: false }, 'role'));
    await assertFails(loggedUpdate(as.admin, 'users/newbie', { emailVerified: true }, 'role'));
    await assertFails(loggedUpdate(as.admin, 'users/newbie', { emailVerified: true, role: 'admin' }, 'role'));
    await assertSucceeds(loggedUpdate(as.admin, 'users/other', { role: 'user', name: 'Other' }, 'role'));
  });
  it('lets an admin change a role, and a role admin then counts as admin', async () => {
    await assertSucceeds(loggedUpdate(as.admin, 'users/other', { role: 'admin' }, 'role'));
    await assertSucceeds(loggedSet(as.other, 'products/p1', productDocument('p1')));
    await assertSucceeds(loggedUpdate(as.admin, 'users/other', { role: 'user' }, 'role'));
    await assertFails(loggedSet(as.other, 'products/p2', productDocument('p2')));
  });
});
