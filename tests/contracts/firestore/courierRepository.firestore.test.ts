import { afterAll, describe, expect, it } from 'vitest';
import { FirestoreCourierRepository } from '../../../src/adapters/firestore/FirestoreCourierRepository';
import { DEMO_COURIERS } from '../../../src/adapters/memory/seed/demoCouriers';
import { describeCourierRepositoryContract } from '../courierRepository.contract';
import { ADMIN, EmulatorClients, type Identity, actorOf, shopper } from './support/emulator';

const clients = new EmulatorClients('demo-contract-couriers');
afterAll(() => clients.dispose());

const couriersAs = (who: Identity) =>
  new FirestoreCourierRepository(clients.as(who), actorOf(clients.as(who)));

describeCourierRepositoryContract('firestore emulator, as an admin through the rules', async () => {
  await clients.clear();
  return { repository: couriersAs(ADMIN) };
});

describe('FirestoreCourierRepository (firestore only)', () => {
  it('keeps the list from shoppers and guests, and lets only a manager or the owner save it', async () => {
    await clients.clear();
    await couriersAs(ADMIN).save(DEMO_COURIERS);
    await expect(couriersAs(shopper('asha')).get()).rejects.toMatchObject({ code: 'REPO.PERMISSION_DENIED' });
    await expect(couriersAs(shopper('asha')).save([])).rejects.toMatchObject({
      code: 'REPO.PERMISSION_DENIED',
    });
    expect(await couriersAs(ADMIN).get()).toEqual(DEMO_COURIERS);
  });
});
