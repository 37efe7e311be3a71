import { Heading, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuSearchX } from 'react-icons/lu';
import { closestCategories } from '../../../domain/search/closestCategories';
import { messageFor } from '../../../domain/text/messages';
import { useStores } from '../../app/stores/StoresContext';
import { EmptyStateCard } from '../common/EmptyStateCard';
import { ProductRow } from '../home/ProductRow';
import { bestSellersOf } from './bestSellersOf';
import { CategoryChips } from './CategoryChips';
import { flagListingPath } from './listingSearchParams';

/**
 * A search that found nothing (docs/behaviour.md#browsing-and-search): SPEC's texts, then the categories closest
 * to the query and the shop's best sellers, so the page is never empty.
 */
export const SearchNoResults = observer(function SearchNoResults({ query }: { query: string }) {
  const root = useStores();
  const categories = closestCategories(query, root.summary.allCategories);
  return (
    <Stack gap="10">
      <EmptyStateCard
        icon={<LuSearchX />}
        title={messageFor('SEARCH.NO_RESULTS', { query })}
        description={messageFor('SEARCH.NO_RESULTS_HINT')}
        link={{ to: '/categories', label: 'Browse categories instead', variant: 'outline' }}
      />
      {categories.length > 0 ? (
        <div>
          <Heading as="h2" fontSize="lg" color="brand.900">
            Categories you might mean
          </Heading>
          <CategoryChips label="Categories you might mean" categories={categories} />
        </div>
      ) : null}
      <ProductRow
        title="Best Sellers"
        subtitle="What other shoppers are buying"
        row={bestSellersOf(root)}
        viewAllTo={flagListingPath('isBestSeller')}
      />
    </Stack>
  );
});
