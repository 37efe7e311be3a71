import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigatorConnectivity } from '../../../src/adapters/browser/NavigatorConnectivity';
import {
  ServerAwareConnectivity,
  type ServerWatch,
} from '../../../src/adapters/firestore/ServerAwareConnectivity';
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

/** A Firestore-like server watch driven by hand: `report(fromCache)` is a snapshot's metadata. */
const handWatch = () => {
  let onFromCache: ((fromCache: boolean) => void) | undefined;
  let watching = 0;
  const watch: ServerWatch = (listener) => {
    onFromCache = listener;
    watching += 1;
    return () => {
      watching -= 1;
    };
  };
  return { watch, report: (fromCache: boolean) => onFromCache?.(fromCache), watching: () => watching };
};

describeConnectivityContract('ServerAwareConnectivity (the server answering)', () => {
  const device = new ManualConnectivity();
  return {
    connectivity: new ServerAwareConnectivity(device, handWatch().watch),
    setOnline: (online) => device.setOnline(online),
  };
});

describe('ServerAwareConnectivity', () => {
  const GRACE = 4000;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const subject = () => {
    const device = new ManualConnectivity();
    const server = handWatch();
    const connectivity = new ServerAwareConnectivity(device, server.watch, GRACE);
    const heard: boolean[] = [];
    const stop = connectivity.onChange((online) => heard.push(online));
    return { device, server, connectivity, heard, stop };
  };

  it('counts an online device as offline once the server has stayed unreachable for the grace, and back when it answers', () => {
    const { server, connectivity, heard } = subject();
    server.report(false);
    server.report(true);
    vi.advanceTimersByTime(GRACE - 1);
    expect(connectivity.online).toBe(true);
    vi.advanceTimersByTime(1);
    expect(connectivity.online).toBe(false);
    expect(heard).toEqual([false]);
    server.report(true);
    server.report(false);
    expect(connectivity.online).toBe(true);
    expect(heard).toEqual([false, true]);
  });

  it('says nothing when the cache answers first and the server a moment later (a start-up)', () => {
    const { server, connectivity, heard } = subject();
    server.report(true);
    vi.advanceTimersByTime(GRACE / 2);
    server.report(false);
    vi.advanceTimersByTime(GRACE * 2);
    expect(connectivity.online).toBe(true);
    expect(heard).toEqual([]);
  });

  it('stays offline after the device returns until the server answers', async () => {
    const { device, server, connectivity, heard } = subject();
    device.setOnline(false);
    await Promise.resolve();
    server.report(true);
    vi.advanceTimersByTime(GRACE);
    device.setOnline(true);
    await Promise.resolve();
    expect(connectivity.online).toBe(false);
    server.report(false);
    expect(connectivity.online).toBe(true);
    expect(heard).toEqual([false, true]);
  });

  it('watches the server only while someone listens', () => {
    const { server, stop } = subject();
    expect(server.watching()).toBe(1);
    stop();
    expect(server.watching()).toBe(0);
  });
});
