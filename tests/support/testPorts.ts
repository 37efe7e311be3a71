import { InMemoryKeyValueStorage } from '../../src/adapters/memory/InMemoryKeyValueStorage';
import { ManualConnectivity } from '../../src/adapters/memory/ManualConnectivity';
import type { MemoryDatabase } from '../../src/adapters/memory/MemoryDatabase';
import { RandomIdGenerator } from '../../src/adapters/memory/RandomIdGenerator';
import { SystemClock } from '../../src/adapters/memory/SystemClock';
import { createMemoryBackend, type MemoryPorts } from '../../src/composition/createMemoryBackend';
import { readAppConfig } from '../../src/composition/readAppConfig';
import type { Ports } from '../../src/ports/Ports';

export interface TestPortsOptions extends Partial<Ports> {
  /** The database the memory adapters share (a new one by default), for a test that reads or fills it directly. */
  database?: MemoryDatabase;
  /** Ports made around the backend's own (a repository that stalls its calls): given those, the replacements. */
  wrap?: (memory: MemoryPorts) => Partial<Ports>;
}

/**
 * The demo (memory) backend's ports as the app composes them, for tests: storage of their own with no other tabs, a
 * device network cut by hand (a ManualConnectivity), the demo admin list and a quick Google popup. The ports every
 * backend shares (`config`, `storage`, `clock`, `ids`, `connectivity`) are built into the backend, so a clock moved by
 * hand is the one each repository reads; any other port given replaces the backend's.
 */
export const testPorts = async ({
  database,
  wrap,
  config = readAppConfig({ VITE_BACKEND: 'memory' }),
  storage = new InMemoryKeyValueStorage(),
  clock = new SystemClock(),
  ids = new RandomIdGenerator(),
  connectivity = new ManualConnectivity(),
  ...replaced
}: TestPortsOptions = {}): Promise<MemoryPorts> => {
  const memory = await createMemoryBackend(
    { config, storage, clock, ids, connectivity },
    { popupDelayMs: 0, ...(database ? { database } : {}) },
  );
  return { ...memory, ...replaced, ...wrap?.(memory) };
};
