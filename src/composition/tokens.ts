import type { MemoryDatabase } from '../adapters/memory/MemoryDatabase';
import { token } from '../ports/tokens';

/** The memory backend's database (memory mode only): benchmarks and tests read its meter. */
export const MemoryDatabaseToken = token<MemoryDatabase>('MemoryDatabase');

/** Ends the backend's connections (firebase mode), so a build that drew pages from it can exit. */
export const CloseBackend = token<() => Promise<void>>('CloseBackend');
