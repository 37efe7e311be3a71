import type { CatalogueSummary } from '../../domain/storefront/CatalogueSummary';
import { emptyCatalogueSummary } from '../../domain/storefront/CatalogueSummaryBuilder';
import type { Unsubscribe } from '../../domain/shared/Page';
import type { CatalogueSummaryRepository } from '../../ports/CatalogueSummaryRepository';
import { DEFAULT_NAVIGATION } from '../../domain/catalogue/DefaultNavigation';
import { META, SUMMARY_ID } from './meta';
import type { MemoryDatabase } from './MemoryDatabase';
import { watchDocument } from './watchQuery';

/** Reads meta/catalogueSummary (one read); before any product write it reports the empty catalogue. */
export class InMemoryCatalogueSummaryRepository implements CatalogueSummaryRepository {
  constructor(private readonly db: MemoryDatabase) {}

  async get(): Promise<CatalogueSummary> {
    return this.db.get<CatalogueSummary>(META, SUMMARY_ID) ?? emptyCatalogueSummary(DEFAULT_NAVIGATION);
  }

  subscribe(listener: (summary: CatalogueSummary) => void): Unsubscribe {
    return watchDocument<CatalogueSummary>(this.db, META, SUMMARY_ID, (summary) =>
      listener(summary ?? emptyCatalogueSummary(DEFAULT_NAVIGATION)),
    );
  }
}
