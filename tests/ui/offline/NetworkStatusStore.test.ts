import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { ManualConnectivity } from '../../../src/adapters/memory/ManualConnectivity';
import { configureMobx } from '../../../src/ui/shared/stores/configureMobx';
import { NetworkStatusStore } from '../../../src/ui/shared/stores/NetworkStatusStore';

configureMobx();

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('NetworkStatusStore', () => {
  it('starts from the device and follows it, observably, until stopped', async () => {
    const connectivity = new ManualConnectivity(false);
    const store = new NetworkStatusStore(connectivity);
    const seen: boolean[] = [];
    const stopWatching = autorun(() => seen.push(store.online));
    const stop = store.start();
    connectivity.setOnline(true);
    await settle();
    connectivity.setOnline(false);
    await settle();
    stop();
    connectivity.setOnline(true);
    await settle();
    stopWatching();
    expect(seen).toEqual([false, true, false]);
  });

  it('refuses an action offline with the offline text, and lets it through online', () => {
    const connectivity = new ManualConnectivity();
    const store = new NetworkStatusStore(connectivity);
    const told: string[] = [];
    const notifier = { error: (message: string) => told.push(message) };
    expect(store.refusesOffline(notifier)).toBe(false);
    connectivity.setOnline(false);
    // At once: the guard does not wait for the change to be reported.
    expect(store.refusesOffline(notifier)).toBe(true);
    expect(told).toEqual(['You are offline — try again when you are back online.']);
  });
});
