import type { Banner, BannerInput } from '../../domain/Banner';
import { MAX_BANNERS } from '../../domain/BannerCatalog';
import { RepositoryError } from '../../domain/errors';
import type { Unsubscribe } from '../../domain/Page';
import type { BannerRepository } from '../../ports/BannerRepository';
import type { Clock } from '../../ports/Clock';
import type { IdGenerator } from '../../ports/IdGenerator';
import type { MemoryDatabase } from './MemoryDatabase';
import { watchQuery } from './watchQuery';

export const BANNERS = 'banners';

const byOrder = (a: Banner, b: Banner): number =>
  a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const isActive = (banner: Banner): boolean => banner.isActive;

/** Homepage banners in the `banners` collection. */
export class InMemoryBannerRepository implements BannerRepository {
  constructor(
    private readonly db: MemoryDatabase,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async listAll(): Promise<Banner[]> {
    return this.db.query<Banner>(BANNERS, { orderBy: byOrder });
  }

  async listActive(): Promise<Banner[]> {
    return this.db.query<Banner>(BANNERS, { where: isActive, orderBy: byOrder, limit: MAX_BANNERS });
  }

  async create(input: BannerInput, order: number): Promise<Banner> {
    const now = this.clock.now();
    const banner: Banner = { ...input, id: this.ids.newId(), order, createdAt: now, updatedAt: now };
    this.db.set(BANNERS, banner.id, { ...banner });
    return banner;
  }

  async update(id: string, patch: Partial<BannerInput>): Promise<Banner> {
    return this.db.transaction(() => {
      const banner = this.db.get<Banner>(BANNERS, id);
      if (!banner) throw new RepositoryError('REPO.NOT_FOUND', `No banner ${id}`);
      const updated: Banner = { ...banner, ...patch, id, order: banner.order, updatedAt: this.clock.now() };
      this.db.set(BANNERS, id, { ...updated });
      return updated;
    });
  }

  async delete(id: string): Promise<void> {
    this.db.delete(BANNERS, id);
  }

  /** All or nothing, like a Firestore batch: an unknown id fails the whole reorder with REPO.NOT_FOUND. */
  async reorder(ids: string[]): Promise<void> {
    this.db.transaction(() => {
      const now = this.clock.now();
      ids.forEach((id, index) => {
        const banner = this.db.peek<Banner>(BANNERS, id);
        if (!banner) throw new RepositoryError('REPO.NOT_FOUND', `No banner ${id}`);
        this.db.set(BANNERS, id, { ...banner, order: index + 1, updatedAt: now });
      });
    });
  }

  subscribeActive(listener: (banners: Banner[]) => void): Unsubscribe {
    return watchQuery<Banner>(
      this.db,
      BANNERS,
      { where: isActive, orderBy: byOrder, limit: MAX_BANNERS },
      (banner) => banner.id,
      listener,
    );
  }
}
