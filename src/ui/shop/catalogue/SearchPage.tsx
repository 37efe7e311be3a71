import { useEffect, useState, type FormEvent } from 'react';
import { Button, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_MIN_LENGTH, searchPath } from '../../../domain/storefront/ProductSearch';
import { PRIORITY_CARD_COUNT } from '../../shared/format/productImage';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { failureOf } from '../../shared/stores/LoadState';
import { usePageMeta } from '../../shared/hooks/usePageMeta';
import { useStores } from '../../app/stores/StoresContext';
import { PageContainer } from '../common/PageContainer';
import { Breadcrumbs } from './Breadcrumbs';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { productCountText } from './productCountText';
import { SortSelect } from './SortSelect';
import { RESULTS_SORT_LABELS, RESULTS_SORT_OPTIONS, isResultsSort, type ResultsSort } from './sortOptions';
import { compareProducts } from '../../../domain/storefront/ProductFilter';
import { SearchNoResults } from './SearchNoResults';

function SearchForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState(initial);
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setText(initial);
  }
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const path = searchPath(text);
    if (path) navigate(path);
  };
  return (
    <form role="search" onSubmit={submit}>
      <HStack gap="2" maxW="xl">
        <Input
          aria-label="Search products"
          type="search"
          bg="white"
          value={text}
          placeholder="Search sofas, beds, dining sets…"
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" colorPalette="brand">
          Search
        </Button>
      </HStack>
    </form>
  );
}

/** The search page's parameter for searching the words as typed, no typo corrected ("Search instead for"). */
const AS_TYPED = 'asTyped';

/**
 * /search?q=: the answer of one bounded search round, best first or in a listing's sort, with the corrected query,
 * the words matched and the no-results texts (docs/behaviour.md#browsing-and-search).
 */
export const SearchPage = observer(function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const asTyped = params.get(AS_TYPED) === '1';
  const sortParam = params.get('sort');
  const sort: ResultsSort = isResultsSort(sortParam) ? sortParam : 'relevance';
  const { searchResults: store, recentSearches } = useStores();
  usePageMeta(query ? `Search: ${query}` : 'Search', 'Search the Sheesham Home furniture catalogue.');
  useEffect(() => {
    void store.search(query, asTyped);
    recentSearches.remember(query);
  }, [store, recentSearches, query, asTyped]);
  const setSort = (next: ResultsSort): void =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'relevance') updated.delete('sort');
        else updated.set('sort', next);
        return updated;
      },
      { replace: true },
    );
  const shown = sort === 'relevance' ? store.results : [...store.results].sort(compareProducts(sort));

  const answered = store.state.status !== 'loading' && store.answeredQuery === query;
  const error = failureOf(store.state);
  let body;
  if (query === '') {
    body = (
      <Text color="gray.600">Type what you are looking for: a sofa, a bed, a colour or a wood finish.</Text>
    );
  } else if (query.length < SEARCH_MIN_LENGTH) {
    body = <Text color="gray.600">Please type at least {SEARCH_MIN_LENGTH} characters to search.</Text>;
  } else if (!answered) {
    body = <ProductGridSkeleton />;
  } else if (error) {
    body = <RetryAlert message={error} onRetry={() => void store.search(query, asTyped)} />;
  } else if (store.results.length === 0) {
    body = <SearchNoResults query={query} />;
  } else {
    body = (
      <Stack gap="4">
        {store.allParts ? null : (
          <Text fontSize="sm" color="gray.700">
            No product matches every word of “{query}”. These match most of them.
          </Text>
        )}
        <ProductGrid products={shown} priorityCount={PRIORITY_CARD_COUNT} />
        {store.mayHaveMore ? (
          <Text fontSize="sm" color="gray.600" textAlign="center">
            Showing the first {store.results.length} matches. Add another word to narrow your search.
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <PageContainer>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Search' }]} />
      <Stack gap="4" mb="6">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900">
          {query ? `Search results for “${query}”` : 'Search'}
        </Heading>
        <SearchForm initial={query} />
        {answered && query.length >= SEARCH_MIN_LENGTH && !error ? (
          <HStack justify="space-between" align="flex-end" gap="3" flexWrap="wrap">
            <Stack gap="1" role="status">
              {store.corrected ? (
                <>
                  <Text color="gray.800">
                    Showing results for{' '}
                    <Link asChild color="brand.700" fontWeight="semibold">
                      <RouterLink to={searchPath(store.corrected) ?? '/search'}>
                        <em>{store.corrected}</em>
                      </RouterLink>
                    </Link>
                  </Text>
                  <Text fontSize="sm" color="gray.600">
                    Search instead for{' '}
                    <Link asChild color="brand.700">
                      <RouterLink to={`${searchPath(query) ?? '/search'}&${AS_TYPED}=1`}>
                        <em>{query}</em>
                      </RouterLink>
                    </Link>
                  </Text>
                </>
              ) : null}
              <Text fontWeight="medium" color="gray.700" data-testid="result-count">
                {productCountText(store.results.length)} found
              </Text>
            </Stack>
            {store.results.length > 1 ? (
              <SortSelect
                value={sort}
                onChange={setSort}
                options={RESULTS_SORT_OPTIONS}
                labels={RESULTS_SORT_LABELS}
              />
            ) : null}
          </HStack>
        ) : null}
      </Stack>
      {body}
    </PageContainer>
  );
});
