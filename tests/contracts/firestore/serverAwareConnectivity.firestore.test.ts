import { disableNetwork, enableNetwork } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { ServerAwareConnectivity } from '../../../src/adapters/firestore/ServerAwareConnectivity';
import { watchServer } from '../../../src/adapters/firestore/watchServer';
import { ManualConnectivity } from '../../../src/adapters/memory/ManualConnectivity';
import { EmulatorClients } from './support/emulator';

const clients = new EmulatorClients('demo-contract-connectivity');
afterAll(() => clients.dispose());

describe('ServerAwareConnectivity on Firestore (emulator, as a guest)', () => {
  it('goes offline while Firestore cannot reach its server and online once it can, the device online all along', async () => {
    await clients.clear();
    const db = clients.as('anonymous');
    const connectivity = new ServerAwareConnectivity(new ManualConnectivity(), watchServer(db), 200);
    const heard: boolean[] = [];
    const next = () =>
      new Promise<boolean>((resolve) => {
        const stop = connectivity.onChange((online) => {
          stop();
          resolve(online);
        });
      });
    const stop = connectivity.onChange((online) => heard.push(online));
    await new Promise<void>((answered) => {
      const stopWaiting = watchServer(db)((fromCache) => {
        if (fromCache) return;
        stopWaiting();
        answered();
      });
    });
    expect(connectivity.online).toBe(true);

    const wentOffline = next();
    await disableNetwork(db);
    expect(await wentOffline).toBe(false);
    expect(connectivity.online).toBe(false);

    const cameBack = next();
    await enableNetwork(db);
    expect(await cameBack).toBe(true);
    expect(heard).toEqual([false, true]);
    stop();
  });
});
