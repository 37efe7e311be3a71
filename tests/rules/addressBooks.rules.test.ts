import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { MAX_SAVED_ADDRESSES } from '../../src/domain/checkout/AddressBook';
import { ADDRESS } from '../contracts/orders/orderRequests';
import { seed, seedShop, userRecord } from './support/rulesEnv';
import { rulesTestEnvironment } from './support/rulesTestEnvironment';

const { env, as } = await rulesTestEnvironment('demo-rules-address-books');

beforeEach(() => seedShop(env));

const saved = (id: string) => ({ ...ADDRESS, id });
const book = (count = 1) => ({
  phone: '9876543210',
  addresses: Array.from({ length: count }, (_, index) => saved(`a${index}`)),
  defaultAddressId: count > 0 ? 'a0' : null,
});

describe("a shopper's address book", () => {
  it("lets a shopper keep their own; denies writing someone else's", async () => {
    await assertSucceeds(setDoc(doc(as.shopper, 'addressBooks/shopper'), book()));
    await assertFails(setDoc(doc(as.other, 'addressBooks/shopper'), book()));
    await assertFails(setDoc(doc(as.admin, 'addressBooks/shopper'), book()));
  });
  it('denies an account without its record (no consent to the privacy notice); allows it once the record exists', async () => {
    await assertFails(setDoc(doc(as.unverified, 'addressBooks/newbie'), book()));
    await seed(env, { 'users/newbie': userRecord('newbie', 'newbie@example.com') });
    await assertSucceeds(setDoc(doc(as.unverified, 'addressBooks/newbie'), book()));
  });
  it('lets only the owner and admins read it', async () => {
    await assertSucceeds(setDoc(doc(as.shopper, 'addressBooks/shopper'), book()));
    await assertSucceeds(getDoc(doc(as.shopper, 'addressBooks/shopper')));
    await assertSucceeds(getDoc(doc(as.admin, 'addressBooks/shopper')));
    await assertFails(getDoc(doc(as.other, 'addressBooks/shopper')));
    await assertFails(getDoc(doc(as.anonymous, 'addressBooks/shopper')));
  });
  it('allows consent to WhatsApp updates at the saved phone; denies it without a phone, or as anything but a yes or no', async () => {
    const ref = doc(as.shopper, 'addressBooks/shopper');
    await assertSucceeds(setDoc(ref, { ...book(), whatsappUpdates: true }));
    await assertSucceeds(setDoc(ref, { ...book(), phone: '', whatsappUpdates: false }));
    await assertFails(setDoc(ref, { ...book(), phone: '', whatsappUpdates: true }));
    await assertFails(setDoc(ref, { ...book(), whatsappUpdates: 'yes' }));
  });
  it(`allows ${MAX_SAVED_ADDRESSES} addresses and denies one more`, async () => {
    await assertSucceeds(setDoc(doc(as.shopper, 'addressBooks/shopper'), book(MAX_SAVED_ADDRESSES)));
    await assertFails(setDoc(doc(as.shopper, 'addressBooks/shopper'), book(MAX_SAVED_ADDRESSES + 1)));
  });
  it('denies a malformed phone, address, id or an unknown key; allows an empty phone', async () => {
    await assertSucceeds(setDoc(doc(as.shopper, 'addressBooks/shopper'), { ...book(), phone: '' }));
    await assertFails(setDoc(doc(as.shopper, 'addressBooks/shopper'), { ...book(), phone: '12345' }));
    await assertFails(
      setDoc(doc(as.shopper, 'addressBooks/shopper'), {
        ...book(),
        addresses: [{ ...saved('a0'), pincode: '12' }],
      }),
    );
    await assertFails(
      setDoc(doc(as.shopper, 'addressBooks/shopper'), { ...book(), addresses: [{ ...saved('a0'), id: '' }] }),
    );
    await assertFails(
      setDoc(doc(as.shopper, 'addressBooks/shopper'), {
        ...book(),
        addresses: [{ ...saved('a0'), name: 'x'.repeat(101) }],
      }),
    );
    await assertFails(setDoc(doc(as.shopper, 'addressBooks/shopper'), { ...book(), role: 'admin' }));
  });
});
