import type { MemoryDatabase } from '../adapters/memory/MemoryDatabase';
import { token } from '../ports/tokens';

/** The memory backend's database (memory mode only): benchmarks and tests read its meter. */
export const MemoryDatabaseToken = token<MemoryDatabase>('MemoryDatabase');
