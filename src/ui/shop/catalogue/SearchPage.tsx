import { useEffect, useState, type FormEvent } from 'react';
import { Button, Container, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuSearchX } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messageFor } from '../../../domain/text/messages';
import { SEARCH_MIN_LENGTH, searchPath } from '../../../domain/storefront/ProductSearch';
import { PRIORITY_CARD_COUNT } from '../../shared/format/productImage';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { failureOf } from '../../shared/stores/LoadState';
import { usePageMeta } from '../../shared/hooks/usePageMeta';
import { useStores } from '../../app/stores/StoresContext';
import { Breadcrumbs } from './Breadcrumbs';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { productCountText } from './productCountText';
import { EmptyStateCard } from '../common/EmptyStateCard';

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

/** /search?q=: every match of one bounded search round, with the no-results texts (docs/behaviour.md#browsing-and-search). */
export const SearchPage = observer(function SearchPage() {
  const [params] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const { searchResults: store } = useStores();
  usePageMeta(query ? `Search: ${query}` : 'Search', 'Search the Sheesham Home furniture catalogue.');
  useEffect(() => {
    void store.search(query);
  }, [store, query]);

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
    body = <RetryAlert message={error} onRetry={() => void store.search(query)} />;
  } else if (store.results.length === 0) {
    body = (
      <EmptyStateCard
        icon={<LuSearchX />}
        title={messageFor('SEARCH.NO_RESULTS', { query })}
        description={messageFor('SEARCH.NO_RESULTS_HINT')}
        link={{ to: '/categories', label: 'Browse categories instead', variant: 'outline' }}
      />
    );
  } else {
    body = (
      <Stack gap="4">
        <ProductGrid products={store.results} priorityCount={PRIORITY_CARD_COUNT} />
        {store.mayHaveMore ? (
          <Text fontSize="sm" color="gray.600" textAlign="center">
            Showing the first {store.results.length} matches. Add another word to narrow your search.
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }}>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Search' }]} />
      <Stack gap="4" mb="6">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900">
          {query ? `Search results for “${query}”` : 'Search'}
        </Heading>
        <SearchForm initial={query} />
        {answered && query.length >= SEARCH_MIN_LENGTH && !error ? (
          <Text role="status" fontWeight="medium" color="gray.700" data-testid="result-count">
            {productCountText(store.results.length)} found
          </Text>
        ) : null}
      </Stack>
      {body}
    </Container>
  );
});
