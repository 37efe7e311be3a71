import { InMemoryActivityLog } from '../../src/adapters/memory/InMemoryActivityLog';
import { InMemoryProductRepository } from '../../src/adapters/memory/InMemoryProductRepository';
import { MemoryDatabase } from '../../src/adapters/memory/MemoryDatabase';
import { demoProducts, seedCatalogue } from '../../src/adapters/memory/seed/demoCatalogue';
import type { Product } from '../../src/domain/catalogue/Product';
import { productsHoldingAnyKey } from '../../src/adapters/memory/productSearchIndex';
import {
  searchCatalogue,
  searchRoundMaxReads,
  type SearchLookup,
} from '../../src/domain/search/searchCatalogue';
import { DEFAULT_SEARCH_WORDS } from '../../src/domain/search/SearchWords';
import { searchKnowledge } from '../../src/domain/search/understandQuery';
import { sortKeyOf } from '../../src/domain/storefront/ProductFilter';
import { vocabularyOf } from '../../src/domain/search/SearchVocabulary';
import { MAX_SUGGESTIONS } from '../../src/domain/storefront/ProductSearch';
import { SEARCH_PAGE_LIMIT } from '../../src/ui/shop/catalogue/SearchResultsStore';
import { benchProducts } from './benchCatalogue';
import { realisticCatalogue } from './realisticCatalogue';
import { count, table, type Verdict } from './benchReport';
import { LABELLED_QUERIES, type LabelledQuery } from './searchQueries';

/** The budgets of search: how well it answers, what a round reads, the vocabulary's size and the time it takes. */
export const SEARCH_BUDGETS = { recallAt8: 0.95, zeroShare: 0.02, vocabularyBytes: 200_000, p95Ms: 5 };
export const SEARCH_SIZES = [100, 1_000, 10_000, 100_000];
const TIMED_SIZE = 10_000;

const fixedClock = { now: () => '2026-11-01T00:00:00.000Z' };
const ids = { newId: () => 'benchNewProduct00001' };

const repositoryOver = (products: readonly Product[]) => {
  const db = new MemoryDatabase();
  seedCatalogue(db, products);
  const repository = new InMemoryProductRepository(
    db,
    fixedClock,
    ids,
    new InMemoryActivityLog(db, fixedClock, ids, () => null),
  );
  return { db, repository };
};

const wanted = (query: LabelledQuery, product: Product): boolean =>
  product.isActive && (query.wants instanceof RegExp ? query.wants.test(product.name) : query.wants(product));

const percentile = (samples: readonly number[], share: number): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

/**
 * The labelled queries over the demo catalogue (recall at 8, the share of answerable queries with no result, mean
 * reciprocal rank, SPEC's cases found in full), the reads of a suggestion round and of a results page at each
 * size, the vocabulary document's bytes, and the domain's time to understand a query and score what a round read
 * at 10,000 products.
 */
export const measureSearch = async (progress: (text: string) => void): Promise<Verdict> => {
  const failures: string[] = [];
  const { repository } = repositoryOver(demoProducts);
  let recall = 0;
  let reciprocal = 0;
  let zero = 0;
  const weak: string[] = [];
  const specMissed: string[] = [];
  for (const labelled of LABELLED_QUERIES) {
    const expected = new Set(demoProducts.filter((product) => wanted(labelled, product)).map(({ id }) => id));
    const top = (await repository.search(labelled.query, MAX_SUGGESTIONS)).products.map(({ id }) => id);
    const page = (await repository.search(labelled.query, SEARCH_PAGE_LIMIT)).products.map(({ id }) => id);
    const hits = top.filter((id) => expected.has(id)).length;
    const queryRecall = hits / Math.min(expected.size, MAX_SUGGESTIONS);
    recall += queryRecall;
    if (queryRecall < 1) weak.push(`${labelled.query} (${hits}/${Math.min(expected.size, MAX_SUGGESTIONS)})`);
    const first = page.findIndex((id) => expected.has(id));
    reciprocal += first < 0 ? 0 : 1 / (first + 1);
    if (page.length === 0) zero++;
    if (labelled.spec && [...expected].some((id) => !page.includes(id))) specMissed.push(labelled.query);
  }
  const queries = LABELLED_QUERIES.length;
  const recallAt8 = recall / queries;
  const zeroShare = zero / queries;
  if (recallAt8 < SEARCH_BUDGETS.recallAt8) failures.push('search recall at 8');
  if (zeroShare > SEARCH_BUDGETS.zeroShare) failures.push('search zero-result share');
  if (specMissed.length > 0) failures.push(`SPEC's search cases (${specMissed.join(', ')})`);

  const readRows: string[][] = [];
  let timings: number[] = [];
  let vocabularyBytes = 0;
  let vocabularyWords = 0;
  for (const size of SEARCH_SIZES) {
    progress(`Search at ${count(size)} products…`);
    const products = benchProducts(size);
    const { db, repository: sized } = repositoryOver(products);
    for (const limit of [MAX_SUGGESTIONS, SEARCH_PAGE_LIMIT]) {
      let most = 0;
      for (const { query } of LABELLED_QUERIES) {
        db.meter.reset();
        await sized.search(query, limit);
        most = Math.max(most, db.meter.take().reads);
      }
      const bound = searchRoundMaxReads(limit);
      if (most > bound) failures.push(`search reads at ${count(size)} products`);
      readRows.push([
        limit === MAX_SUGGESTIONS ? 'suggestion round' : 'results page',
        count(size),
        String(most),
        `≤${bound} (+1 vocabulary on Firestore; +1 search words a visit)`,
        most <= bound ? 'PASS' : 'FAIL',
      ]);
    }
    if (size === TIMED_SIZE) {
      // The vocabulary of a catalogue written as shops write theirs, not of the bench's repeated demo products.
      const vocabulary = vocabularyOf(realisticCatalogue(size));
      vocabularyWords = vocabulary.size;
      const words = Object.fromEntries([...vocabulary].map(([word, n]) => [`w:${word}`, n]));
      vocabularyBytes = new TextEncoder().encode(JSON.stringify({ words })).length;
      // The domain's share of a round, correcting against that vocabulary: the whole round less the time its lookups
      // spend in the memory adapter's index. Each lookup hands out new copies, as both backends do, so each round
      // reads its candidates' text afresh.
      const knowledge = searchKnowledge(DEFAULT_SEARCH_WORDS, vocabulary);
      let lookupMs = 0;
      const lookup: SearchLookup = async (keys, after, size) => {
        const start = performance.now();
        const found = structuredClone(
          productsHoldingAnyKey(db, keys, after && sortKeyOf(after, 'name'), size),
        );
        lookupMs += performance.now() - start;
        return found;
      };
      const round = async (query: string): Promise<number> => {
        lookupMs = 0;
        const start = performance.now();
        await searchCatalogue(query, MAX_SUGGESTIONS, knowledge, lookup);
        return performance.now() - start - lookupMs;
      };
      for (const { query } of LABELLED_QUERIES) await round(query);
      timings = [];
      for (let repeat = 0; repeat < 5; repeat++)
        for (const { query } of LABELLED_QUERIES) timings.push(await round(query));
    }
  }
  const p95 = percentile(timings, 0.95);
  if (vocabularyBytes > SEARCH_BUDGETS.vocabularyBytes) failures.push('the search vocabulary bytes');
  if (p95 > SEARCH_BUDGETS.p95Ms) failures.push('the time to understand and score a query');

  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const text = [
    `Search: ${queries} labelled shopper queries over the demo catalogue (scripts/bench/searchQueries.ts).`,
    '',
    table(
      ['figure', 'value', 'budget', 'result'],
      [
        [
          'recall at 8',
          recallAt8.toFixed(3),
          `≥${SEARCH_BUDGETS.recallAt8}`,
          verdict(recallAt8 >= SEARCH_BUDGETS.recallAt8),
        ],
        [
          'zero-result share',
          zeroShare.toFixed(3),
          `≤${SEARCH_BUDGETS.zeroShare}`,
          verdict(zeroShare <= SEARCH_BUDGETS.zeroShare),
        ],
        ['mean reciprocal rank', (reciprocal / queries).toFixed(3), '', 'info'],
        [
          "SPEC's cases found in full",
          `${LABELLED_QUERIES.filter((q) => q.spec).length - specMissed.length}/${LABELLED_QUERIES.filter((q) => q.spec).length}`,
          'all',
          verdict(specMissed.length === 0),
        ],
        [
          `vocabulary bytes at ${count(TIMED_SIZE)} (${count(vocabularyWords)} words)`,
          count(vocabularyBytes),
          `≤${count(SEARCH_BUDGETS.vocabularyBytes)}`,
          verdict(vocabularyBytes <= SEARCH_BUDGETS.vocabularyBytes),
        ],
        [
          `understand + score p95 ms at ${count(TIMED_SIZE)}`,
          p95.toFixed(3),
          `≤${SEARCH_BUDGETS.p95Ms}`,
          verdict(p95 <= SEARCH_BUDGETS.p95Ms),
        ],
      ],
      1,
    ),
    weak.length > 0 ? `\nBelow full recall at 8: ${weak.join(', ')}` : '',
    '',
    'Most reads of one search over the labelled queries (memory backend, billed as Firestore bills):',
    '',
    table(['search', 'products', 'reads', 'budget', 'result'], readRows, 1),
  ].join('\n');
  return { text, failures };
};
