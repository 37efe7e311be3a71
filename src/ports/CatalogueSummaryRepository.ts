import type { CatalogueSummary } from '../domain/storefront/CatalogueSummary';
import type { Unsubscribe, ViewFailed } from '../domain/shared/Page';

/** Read side of the catalogue summary; product writes keep it in step (ProductRepository). One read. */
export interface CatalogueSummaryRepository {
  get(): Promise<CatalogueSummary>;
  subscribe(listener: (summary: CatalogueSummary) => void, onError: ViewFailed): Unsubscribe;
}
