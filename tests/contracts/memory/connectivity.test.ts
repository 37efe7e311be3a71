import { describe, expect, it } from 'vitest';
import { NavigatorConnectivity } from '../../../src/adapters/browser/NavigatorConnectivity';
import { ManualConnectivity } from '../../../src/adapters/memory/ManualConnectivity';
import { describeConnectivityContract } from '../connectivity.contract';

describeConnectivityContract('ManualConnectivity', () => {
  const connectivity = new ManualConnectivity();
  return { connectivity, setOnline: (online) => connectivity.setOnline(online) };
});

/** A browser's navigator.onLine and window events, as the browser changes them when the network comes and goes. */
const fakeBrowser = () => {
  const navigator = { onLine: true };
  const events = new EventTarget();
  const setOnline = (online: boolean): void => {
    navigator.onLine = online;
    events.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  return { navigator, events, setOnline };
};

describeConnectivityContract('NavigatorConnectivity', () => {
  const browser = fakeBrowser();
  return {
    connectivity: new NavigatorConnectivity(browser.navigator, browser.events),
    setOnline: browser.setOnline,
  };
});

describe('NavigatorConnectivity', () => {
  it('removes both of its window listeners when unsubscribed', () => {
    const browser = fakeBrowser();
    const added = new Set<string>();
    const events = {
      addEventListener: (type: string) => added.add(type),
      removeEventListener: (type: string) => added.delete(type),
    } as unknown as Window;
    const stop = new NavigatorConnectivity(browser.navigator, events).onChange(() => undefined);
    expect([...added].sort()).toEqual(['offline', 'online']);
    stop();
    expect(added.size).toBe(0);
  });

  it('is always online without a window (the build drawing pages in Node)', () => {
    const connectivity = new NavigatorConnectivity(undefined, undefined);
    expect(connectivity.online).toBe(true);
    expect(() => connectivity.onChange(() => undefined)()).not.toThrow();
  });
});

describe('ManualConnectivity', () => {
  it('says nothing when set to the state it is already in', async () => {
    const connectivity = new ManualConnectivity();
    const heard: boolean[] = [];
    connectivity.onChange((online) => heard.push(online));
    connectivity.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([]);
  });
});
