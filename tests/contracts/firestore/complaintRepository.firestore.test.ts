import { collection, doc, getDocs, setDoc, writeBatch } from 'firebase/firestore';
import { afterAll } from 'vitest';
import { toComplaintDocument } from '../../../src/adapters/firestore/complaintDocument';
import { FirestoreComplaintRepository } from '../../../src/adapters/firestore/FirestoreComplaintRepository';
import { activityEntryOf } from '../../../src/adapters/firestore/FirestoreActivityLog';
import type { ComplaintRepository } from '../../../src/ports/ComplaintRepository';
import { describeComplaintRepositoryContract } from '../complaintRepository.contract';
import { ADMIN, actorOf, EmulatorClients, shopper } from './support/emulator';

const clients = new EmulatorClients('demo-contract-complaints');
afterAll(() => clients.dispose());

/** Through the rules: each shopper acts as themself, the staff as a verified admin. */
const routed = (): ComplaintRepository => {
  const asShopper = (uid: string) =>
    new FirestoreComplaintRepository(clients.as(shopper(uid)), actorOf(clients.as(shopper(uid))));
  const staff = new FirestoreComplaintRepository(clients.as(ADMIN), actorOf(clients.as(ADMIN)));
  return {
    file: (input) => asShopper(input.uid).file(input),
    listMine: (uid) => asShopper(uid).listMine(uid),
    addShopperReply: (id, uid, text) => asShopper(uid).addShopperReply(id, uid, text),
    adminList: (query) => staff.adminList(query),
    counts: (now) => staff.counts(now),
    acknowledge: (id) => staff.acknowledge(id),
    addStaffReply: (id, name, text) => staff.addStaffReply(id, name, text),
    resolve: (id, name, note) => staff.resolve(id, name, note),
  };
};

describeComplaintRepositoryContract(
  'firestore emulator, through the rules',
  async () => {
    await clients.clear();
    const owner = clients.as('owner');
    return {
      complaints: routed(),
      seedOrder: (id, userId) => setDoc(doc(owner, 'orders', id), { userId, status: 'delivered' }),
      seedComplaints: async (complaints) => {
        const batch = writeBatch(owner);
        complaints.forEach((complaint) =>
          batch.set(doc(owner, 'complaints', complaint.id), toComplaintDocument(complaint)),
        );
        batch.set(doc(owner, 'meta', 'complaintCounter'), {
          count: Math.max(...complaints.map((complaint) => complaint.number)),
        });
        await batch.commit();
      },
      activity: async () => {
        const { docs } = await getDocs(collection(owner, 'activity'));
        return docs
          .flatMap((snapshot) => activityEntryOf(snapshot.id, snapshot.data()) ?? [])
          .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
      },
    };
  },
  { modelRuns: 3 },
);
