import type { Banner, BannerInput } from './Banner';
import { isValidBannerImageUrl } from './BannerForm';
import { RepositoryError } from '../shared/errors';
import { fail, ok } from '../shared/Result';
import type { Result } from '../shared/Result';
import { isSafeLink } from '../shared/SafeLink';

export const MAX_BANNERS = 10;

export type BannerCatalogError =
  | { code: 'BANNER.LIMIT_REACHED'; limit: number }
  | { code: 'BANNER.NOT_FOUND'; id: string }
  | { code: 'BANNER.REORDER_MISMATCH' }
  | { code: 'BANNER.IMAGE_INVALID' }
  | { code: 'BANNER.PHONE_IMAGE_INVALID' }
  | { code: 'BANNER.LINK_UNSAFE' };

/** The order a new banner gets (docs/behaviour.md#banners: current count plus one). */
export const nextBannerOrder = (count: number): number => count + 1;

/** True when `ids` holds every id of `banners` exactly once and nothing else. */
export const isPermutationOf = (ids: readonly string[], banners: readonly Pick<Banner, 'id'>[]): boolean => {
  if (ids.length !== banners.length || new Set(ids).size !== ids.length) return false;
  const existing = new Set(banners.map((banner) => banner.id));
  return ids.every((id) => existing.has(id));
};

/** The banners with orders 1..n in their current sequence. */
export const renumber = <T extends Pick<Banner, 'order'>>(banners: readonly T[]): T[] =>
  [...banners].sort((a, b) => a.order - b.order).map((banner, index) => ({ ...banner, order: index + 1 }));

/** Moves the item at `from` to `to` (for drag and keyboard reordering); out-of-range indexes change nothing. */
export const moveItem = <T>(items: readonly T[], from: number, to: number): T[] => {
  const result = [...items];
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return result;
  const [moved] = result.splice(from, 1);
  result.splice(to, 0, moved as T);
  return result;
};

/** Refuses stored fields the form would never produce; a defence for callers that skip the form. */
const inputProblem = (patch: Partial<BannerInput>): BannerCatalogError | null => {
  if (patch.image !== undefined && !isValidBannerImageUrl(patch.image))
    return { code: 'BANNER.IMAGE_INVALID' };
  if (patch.phoneImage && !isValidBannerImageUrl(patch.phoneImage))
    return { code: 'BANNER.PHONE_IMAGE_INVALID' };
  if (patch.ctaLink !== undefined && !isSafeLink(patch.ctaLink)) return { code: 'BANNER.LINK_UNSAFE' };
  return null;
};

/** What BannerCatalog needs of the stored banners; the banner repository port is one. */
export interface BannerCatalogStorage {
  /** Every banner, by `order` ascending. */
  listAll(): Promise<Banner[]>;
  /** Banners with isActive true, by `order` ascending; at most MAX_BANNERS (one bounded query). */
  listActive(): Promise<Banner[]>;
  /** Stores a new banner with the given order; sets createdAt = updatedAt = now. */
  create(input: BannerInput, order: number): Promise<Banner>;
  /** Merges `patch`, sets updatedAt. Throws RepositoryError REPO.NOT_FOUND for an unknown id. */
  update(id: string, patch: Partial<BannerInput>): Promise<Banner>;
  /** Unknown ids are ignored. */
  delete(id: string): Promise<void>;
  /** In one batch sets order = position + 1 for each id, in the given sequence. */
  reorder(ids: string[]): Promise<void>;
}

/**
 * The banner rules of docs/behaviour.md#banners over the banner repository: at most 10, a new banner goes last, orders stay
 * 1..n after deletes, and an explicit reorder must name every banner once.
 */
export class BannerCatalog {
  constructor(private readonly repository: BannerCatalogStorage) {}

  list(): Promise<Banner[]> {
    return this.repository.listAll();
  }

  listActive(): Promise<Banner[]> {
    return this.repository.listActive();
  }

  async create(input: BannerInput): Promise<Result<Banner, BannerCatalogError>> {
    const problem = inputProblem(input);
    if (problem) return fail(problem);
    const existing = await this.repository.listAll();
    if (existing.length >= MAX_BANNERS) return fail({ code: 'BANNER.LIMIT_REACHED', limit: MAX_BANNERS });
    return ok(await this.repository.create(input, nextBannerOrder(existing.length)));
  }

  async update(id: string, patch: Partial<BannerInput>): Promise<Result<Banner, BannerCatalogError>> {
    const problem = inputProblem(patch);
    if (problem) return fail(problem);
    try {
      return ok(await this.repository.update(id, patch));
    } catch (error) {
      if (error instanceof RepositoryError && error.code === 'REPO.NOT_FOUND') {
        return fail({ code: 'BANNER.NOT_FOUND', id });
      }
      throw error;
    }
  }

  /** Deletes, then renumbers the rest from 1 in their existing order. */
  async delete(id: string): Promise<void> {
    await this.repository.delete(id);
    const remaining = await this.repository.listAll();
    await this.repository.reorder(remaining.map((banner) => banner.id));
  }

  /** Assigns orders 1..n in the sequence of `ids`, which must name every banner exactly once. */
  async reorder(ids: readonly string[]): Promise<Result<void, BannerCatalogError>> {
    const existing = await this.repository.listAll();
    if (!isPermutationOf(ids, existing)) return fail({ code: 'BANNER.REORDER_MISMATCH' });
    await this.repository.reorder([...ids]);
    return ok(undefined);
  }

  /** Flips live/hidden; the result tells which way it went (for 'Banner activated/deactivated successfully!'). */
  async toggleActive(id: string): Promise<Result<Banner, BannerCatalogError>> {
    const banner = (await this.repository.listAll()).find((candidate) => candidate.id === id);
    if (!banner) return fail({ code: 'BANNER.NOT_FOUND', id });
    return this.update(id, { isActive: !banner.isActive });
  }
}
