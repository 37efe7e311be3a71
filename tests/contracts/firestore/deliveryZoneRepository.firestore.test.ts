import { afterAll, describe, expect, it } from 'vitest';
import { FirestoreDeliveryZoneRepository } from '../../../src/adapters/firestore/FirestoreDeliveryZoneRepository';
import { toDeliveryZonesDocument } from '../../../src/adapters/firestore/deliveryZonesDocument';
import { DEMO_DELIVERY_ZONES } from '../../../src/adapters/memory/seed/demoDeliveryZones';
import { describeDeliveryZoneRepositoryContract } from '../deliveryZoneRepository.contract';
import { ADMIN, EmulatorClients, actorOf } from './support/emulator';

const clients = new EmulatorClients('demo-contract-delivery-zones');
afterAll(() => clients.dispose());

describeDeliveryZoneRepositoryContract('firestore emulator, as an admin through the rules', async () => {
  await clients.clear();
  return { repository: new FirestoreDeliveryZoneRepository(clients.as(ADMIN), actorOf(clients.as(ADMIN))) };
});

describe('FirestoreDeliveryZoneRepository (firestore only)', () => {
  it('lets a guest read the table, which stays well under 20 KB', async () => {
    await clients.clear();
    await new FirestoreDeliveryZoneRepository(clients.as(ADMIN), actorOf(clients.as(ADMIN))).save(
      DEMO_DELIVERY_ZONES,
    );
    const zones = await new FirestoreDeliveryZoneRepository(
      clients.as('anonymous'),
      actorOf(clients.as('anonymous')),
    ).get();
    expect(zones.map((zone) => zone.name)).toEqual(DEMO_DELIVERY_ZONES.map((zone) => zone.name));
    expect(JSON.stringify(toDeliveryZonesDocument(DEMO_DELIVERY_ZONES)).length).toBeLessThan(20_000);
  });
});
