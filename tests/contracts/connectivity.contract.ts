import { describe, expect, it } from 'vitest';
import type { Connectivity } from '../../src/ports/Connectivity';

/** An adapter and the hand that cuts or restores its network (the browser's events, or a test's switch). */
export interface ConnectivityUnderTest {
  connectivity: Connectivity;
  setOnline(online: boolean): void;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export const describeConnectivityContract = (name: string, make: () => ConnectivityUnderTest): void => {
  describe(`Connectivity contract: ${name}`, () => {
    it('says online until the network goes, then offline, then online again', () => {
      const { connectivity, setOnline } = make();
      expect(connectivity.online).toBe(true);
      setOnline(false);
      expect(connectivity.online).toBe(false);
      setOnline(true);
      expect(connectivity.online).toBe(true);
    });

    it('tells each listener of each change, never inside onChange itself', async () => {
      const { connectivity, setOnline } = make();
      const heard: boolean[] = [];
      const other: boolean[] = [];
      connectivity.onChange((online) => heard.push(online));
      connectivity.onChange((online) => other.push(online));
      expect(heard).toEqual([]);
      setOnline(false);
      await settle();
      setOnline(true);
      await settle();
      expect(heard).toEqual([false, true]);
      expect(other).toEqual([false, true]);
    });

    it('stops telling a listener once it has unsubscribed, and keeps telling the others', async () => {
      const { connectivity, setOnline } = make();
      const stopped: boolean[] = [];
      const kept: boolean[] = [];
      const stop = connectivity.onChange((online) => stopped.push(online));
      connectivity.onChange((online) => kept.push(online));
      setOnline(false);
      await settle();
      stop();
      setOnline(true);
      await settle();
      expect(stopped).toEqual([false]);
      expect(kept).toEqual([false, true]);
    });
  });
};
