import { searchWordsOf } from './searchText';
import { editDistance } from './typoCorrection';

interface NamedCategory {
  name: string;
  productCount: number;
}

/** How alike two words are, 0 to 1: one minus their edit distance over the longer's length. */
const likeness = (a: string, b: string): number => {
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 0 : 1 - editDistance(a, b, longer) / longer;
};

/** Below this likeness a category is not offered as close to the query. */
const CLOSE = 0.5;

/**
 * The categories to offer when a search finds nothing (docs/behaviour.md#browsing-and-search): those with products
 * whose name has a word like one of the query's, the likest first; when none is, the categories with the most
 * products. At most `limit`.
 */
export const closestCategories = <T extends NamedCategory>(
  query: string,
  categories: readonly T[],
  limit = 4,
): T[] => {
  const typed = searchWordsOf(query);
  const stocked = categories.filter((category) => category.productCount > 0);
  const scored = stocked
    .map((category) => ({
      category,
      score: Math.max(
        0,
        ...searchWordsOf(category.name).flatMap((word) =>
          typed.map((typedWord) => likeness(word, typedWord)),
        ),
      ),
    }))
    .filter(({ score }) => score >= CLOSE)
    .sort((a, b) => b.score - a.score || b.category.productCount - a.category.productCount);
  const close = scored.map(({ category }) => category);
  const biggest = [...stocked].sort((a, b) => b.productCount - a.productCount);
  return (close.length > 0 ? close : biggest).slice(0, limit);
};
