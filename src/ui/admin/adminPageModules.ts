import type { ComponentType } from 'react';

/**
 * The admin screens the route table may name, each a lazy chunk. The map lives in the admin's code so that the
 * shop's shell carries one import for all of them rather than each screen's list of chunks.
 */
export const ADMIN_PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>('./*/*Page.tsx');
