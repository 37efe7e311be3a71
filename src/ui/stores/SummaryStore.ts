import { makeAutoObservable } from 'mobx';
import type { CatalogueSummary } from '../../domain/CatalogueSummary';
import {
  categoryClickDecision,
  countedTree,
  findNode,
  headerCategories,
  navigationTreeOf,
  type CategoryClickDecision,
  type HeaderCategory,
  type NavigationNode,
  type NavigationTree,
} from '../../domain/NavigationTree';
import type { CatalogueSummaryRepository } from '../../ports/CatalogueSummaryRepository';

const NO_CATEGORIES: NavigationTree = [];

/**
 * The catalogue summary: one small live document gives the header its categories (the owner's) and their counts
 * (DESIGN.md §4).
 */
export class SummaryStore {
  summary: CatalogueSummary | null = null;
  readonly #repository: CatalogueSummaryRepository;

  constructor(repository: CatalogueSummaryRepository) {
    this.#repository = repository;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get loaded(): boolean {
    return this.summary !== null;
  }

  /** The owner's categories as a tree; empty until the summary arrives. */
  get tree(): NavigationTree {
    return this.summary ? navigationTreeOf(this.summary.navigation.entries) : NO_CATEGORIES;
  }

  get countsBySlug(): Readonly<Record<string, number>> {
    return this.summary?.countsBySlug ?? {};
  }

  countFor(slug: string): number {
    return this.countsBySlug[slug] ?? 0;
  }

  node(slug: string): NavigationNode | null {
    return findNode(slug, this.tree);
  }

  /** The desktop category bar: the owner's bar categories cut to the header's limits, with counts. */
  get headerCategories(): HeaderCategory[] {
    return headerCategories(this.tree, this.countsBySlug, this.summary?.navigation.hideEmptyInBar ?? false);
  }

  /** The phone's menu: the bar's categories, uncut. */
  get menuCategories(): HeaderCategory[] {
    return headerCategories(
      this.tree,
      this.countsBySlug,
      this.summary?.navigation.hideEmptyInBar ?? false,
      false,
    );
  }

  /** Every category with counts (phone menu, category pages, filters), uncut. */
  get allCategories(): HeaderCategory[] {
    return countedTree(this.tree, this.countsBySlug);
  }

  /** SPEC §4 category click: navigate, 'no products yet' or 'not available'. */
  decide(slug: string): CategoryClickDecision {
    return categoryClickDecision(slug, this.countsBySlug, this.tree);
  }

  start(): () => void {
    return this.#repository.subscribe(this.receive);
  }

  receive(summary: CatalogueSummary): void {
    this.summary = summary;
  }
}
