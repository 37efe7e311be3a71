import { bannerTarget } from '../../domain/staff/ActivityTargets';
import type { Banner, BannerInput } from '../../domain/storefront/Banner';
import { MAX_BANNERS } from '../../domain/storefront/BannerCatalog';
import { RepositoryError } from '../../domain/shared/errors';
import type { Unsubscribe } from '../../domain/shared/Page';
import type { BannerRepository } from '../../ports/BannerRepository';
import type { Clock } from '../../ports/Clock';
import type { IdGenerator } from '../../ports/IdGenerator';
import type { InMemoryActivityLog } from './InMemoryActivityLog';
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
    private readonly log: InMemoryActivityLog,
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
    this.db.transaction(() => {
      this.db.set(BANNERS, banner.id, { ...banner });
      this.log.record('banner', [bannerTarget(null, banner)]);
    });
    return banner;
  }

  async update(id: string, patch: Partial<BannerInput>): Promise<Banner> {
    return this.db.transaction(() => {
      const banner = this.db.get<Banner>(BANNERS, id);
      if (!banner) throw new RepositoryError('REPO.NOT_FOUND', `No banner ${id}`);
      const updated: Banner = { ...banner, ...patch, id, order: banner.order, updatedAt: this.clock.now() };
      this.db.set(BANNERS, id, { ...updated });
      this.log.record('banner', [bannerTarget(banner, updated)]);
      return updated;
    });
  }

  async delete(id: string): Promise<void> {
    const banner = this.db.peek<Banner>(BANNERS, id);
    if (!banner) return;
    this.db.transaction(() => {
      this.db.delete(BANNERS, id);
      this.log.record('banner', [bannerTarget(banner, null)]);
    });
  }

  /** All or nothing, like a Firestore batch: an unknown id fails the whole reorder with REPO.NOT_FOUND. */
  async reorder(ids: string[]): Promise<void> {
    this.db.transaction(() => {
      const now = this.clock.now();
      const targets = ids.map((id, index) => {
        const banner = this.db.peek<Banner>(BANNERS, id);
        if (!banner) throw new RepositoryError('REPO.NOT_FOUND', `No banner ${id}`);
        const moved = { ...banner, order: index + 1, updatedAt: now };
        this.db.set(BANNERS, id, moved);
        return bannerTarget(banner, moved);
      });
      this.log.record('banner', targets);
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
