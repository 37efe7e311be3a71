import { lazy } from 'react';
import { Box, Link, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { messageFor } from '../../../domain/text/messages';
import { displayNameForSlug } from '../../../domain/catalogue/NavigationTree';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { failureOf } from '../../shared/stores/LoadState';
import { usePageMeta } from '../../shared/hooks/usePageMeta';
import { useStores } from '../../app/stores/StoresContext';
import { PageContainer } from '../common/PageContainer';
import { Breadcrumbs } from './Breadcrumbs';
import { categoryCrumbs } from './categoryTrail';
import { ProductGridSkeleton } from './ProductGrid';
import { ProductListing } from './ProductListing';
import { SubcategoryChips } from './SubcategoryChips';
import { ChakraReady } from '../../shared/components/ChakraReady';

// Shown only for a category with nothing to list: its code, with Chakra's Button, comes then.
const CategoryMessage = lazy(() =>
  import('./CategoryMessage').then((module) => ({ default: module.CategoryMessage })),
);

/**
 * /categories/{slug}: the listing narrowed to one of the owner's categories, or the 'not available' message (docs/behaviour.md#browsing-and-search) (no such
 * category) and 'no products yet' (no active product counts for it) messages.
 */
export const CategoryPage = observer(function CategoryPage() {
  const { category: rawSlug = '' } = useParams();
  const slug = rawSlug.toLowerCase();
  const { summary } = useStores();
  const node = summary.node(slug);
  const name = node?.name ?? displayNameForSlug(slug, summary.tree);
  const count = summary.countFor(slug);
  usePageMeta(
    name,
    node
      ? `Shop ${name.toLowerCase()} online at Sheesham Home, delivered across India. Each product lists its materials.`
      : undefined,
  );

  const crumbs = (
    <Breadcrumbs
      items={
        node
          ? categoryCrumbs(slug, summary.tree)
          : [{ label: 'Home', to: '/' }, { label: 'Categories', to: '/categories' }, { label: name }]
      }
    />
  );

  let body;
  const failure = failureOf(summary.state);
  if (failure !== null) {
    body = <RetryAlert message={failure} onRetry={summary.retry} />;
  } else if (summary.state.status !== 'loaded') {
    body = <ProductGridSkeleton />;
  } else if (!node) {
    body = <CategoryMessage message={messageFor('CATEGORY.NOT_AVAILABLE', { category: name })} />;
  } else if (count === 0) {
    body = <CategoryMessage message={messageFor('CATEGORY.NO_PRODUCTS', { category: name })} />;
  } else {
    return (
      <PageContainer>
        <ProductListing
          heading={name}
          fixedCategory={slug}
          before={crumbs}
          intro={<SubcategoryChips node={node} />}
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      {crumbs}
      <ChakraReady>
        <Box
          as="h1"
          fontFamily="heading"
          fontWeight="bold"
          fontSize={{ base: '2xl', md: '3xl' }}
          color="brand.900"
          mb="5"
        >
          {name}
        </Box>
        {body}
        {!node ? null : (
          <Text mt="6" fontSize="sm" color="gray.600">
            Looking for something specific? Call or write to us from the{' '}
            <Link asChild color="brand.700">
              <RouterLink to="/contact">contact page</RouterLink>
            </Link>{' '}
            — we also make furniture to order.
          </Text>
        )}
      </ChakraReady>
    </PageContainer>
  );
});
