import { makeAutoObservable } from 'mobx';
import type { CatalogueSummary } from '../../domain/CatalogueSummary';
import {
  NAVIGATION_TREE,
  categoryClickDecision,
  headerCategories,
  type CategoryClickDecision,
  type HeaderCategory,
} from '../../domain/NavigationTree';
import type { CatalogueSummaryRepository } from '../../ports/CatalogueSummaryRepository';

/** The catalogue summary: one small live document gives the header and tiles their counts (DESIGN.md §4). */
export class SummaryStore {
  summary: CatalogueSummary | null = null;

  constructor(private readonly repository: CatalogueSummaryRepository) {
    makeAutoObservable<SummaryStore, 'repository'>(this, { repository: false }, { autoBind: true });
  }

  get loaded(): boolean {
    return this.summary !== null;
  }

  get countsBySlug(): Readonly<Record<string, number>> {
    return this.summary?.countsBySlug ?? {};
  }

  countFor(slug: string): number {
    return this.countsBySlug[slug] ?? 0;
  }

  /** The desktop category bar: the tree cut to the header's limits, with counts. */
  get headerCategories(): HeaderCategory[] {
    return headerCategories(NAVIGATION_TREE, this.countsBySlug);
  }

  /** The whole tree with counts (mobile menu, category pages), no limits. */
  get allCategories(): HeaderCategory[] {
    const withCounts = (nodes: typeof NAVIGATION_TREE): HeaderCategory[] =>
      nodes.map((node) => ({
        name: node.name,
        slug: node.slug,
        path: node.path,
        productCount: this.countFor(node.slug),
        children: withCounts(node.subcategories ?? []),
        totalChildren: node.subcategories?.length ?? 0,
      }));
    return withCounts(NAVIGATION_TREE);
  }

  /** SPEC §4 category click: navigate, 'no products yet' or 'not available'. */
  decide(slug: string): CategoryClickDecision {
    return categoryClickDecision(slug, this.countsBySlug);
  }

  start(): () => void {
    return this.repository.subscribe(this.receive);
  }

  receive(summary: CatalogueSummary): void {
    this.summary = summary;
  }
}
