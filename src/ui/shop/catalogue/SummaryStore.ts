import { makeAutoObservable, observableRef, observableStruct } from 'mobx';
import type { CatalogueSummary } from '../../../domain/storefront/CatalogueSummary';
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
} from '../../../domain/catalogue/NavigationTree';
import type { CatalogueSummaryRepository } from '../../../ports/CatalogueSummaryRepository';
import { messageFor } from '../../../domain/text/messages';
import { IDLE, LOADED, LOADING, failed, type LoadState } from '../../shared/stores/LoadState';
import { reopenableView, type ReopenableView } from '../../shared/stores/reopenableView';

const NO_CATEGORIES: NavigationTree = [];

/**
 * The catalogue summary: one small live document gives the header its categories (the owner's) and their counts
 * (docs/architecture.md#bounded-reads).
 */
export class SummaryStore {
  summary: CatalogueSummary | null = null;
  /**
   * Loaded once the summary arrived, and it stays so: a view that stops afterwards leaves it as it was. Failed when
   * the view stopped before: the category pages say so rather than wait for ever.
   */
  state: LoadState = IDLE;
  readonly #view: ReopenableView;

  constructor(repository: CatalogueSummaryRepository) {
    makeAutoObservable(this, { summary: observableStruct, state: observableRef }, { autoBind: true });
    this.#view = reopenableView(() => repository.subscribe(this.receive, this.fail));
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

  /** The category click of docs/behaviour.md#browsing-and-search: navigate, 'no products yet' or 'not available'. */
  decide(slug: string): CategoryClickDecision {
    return categoryClickDecision(slug, this.countsBySlug, this.tree);
  }

  start(): () => void {
    if (this.state.status !== 'loaded') this.state = LOADING;
    return this.#view.open();
  }

  retry(): void {
    this.start();
  }

  receive(summary: CatalogueSummary): void {
    this.summary = summary;
    this.state = LOADED;
  }

  fail(error: unknown): void {
    console.error('The catalogue summary could not be read.', error);
    if (this.state.status !== 'loaded') this.state = failed(messageFor('CATEGORY.NAVIGATION_FAILED'));
  }
}
