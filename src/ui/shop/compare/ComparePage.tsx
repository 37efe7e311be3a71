import { Button, Container, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { LuGitCompareArrows } from 'react-icons/lu';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { compareListFromQuery, compareQuery } from '../../../domain/storefront/CompareList';
import {
  BROWSE_PRODUCTS,
  COMPARE_DESCRIPTION,
  COMPARE_LOADING,
  COMPARE_TITLE,
  compareDescriptionOf,
  compareTitleOf,
  HIDE_AGREEING,
  leftOut,
  NOTHING_TO_COMPARE,
  NOTHING_TO_COMPARE_HINT,
  TRY_AGAIN,
} from '../../../domain/storefront/compareMessages';
import { useStores } from '../../app/stores/StoresContext';
import { usePageMeta } from '../../shared/hooks/usePageMeta';
import { Breadcrumbs } from '../catalogue/Breadcrumbs';
import { EmptyStateCard } from '../common/EmptyStateCard';
import { useAsPrerendered } from '../common/useAsPrerendered';
import { CompareTable } from './CompareTable';
import { ComparePincode } from './ComparePincode';

/**
 * `/compare?ids=a,b,c,d` (docs/behaviour.md#compare): the products its address names, side by side, so a shared link
 * shows the same; opened without a list, it puts the device's list in the address.
 */
export const ComparePage = observer(function ComparePage() {
  const { compare } = useStores();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [hideAgreeing, setHideAgreeing] = useState(false);
  const named = params.has('ids');
  const ids = compareListFromQuery(params.get('ids'));
  const key = ids.join();
  // A drawn page knows no device: its list shows once the app has the page.
  const device = useAsPrerendered(compare.ids, null);

  useEffect(() => {
    if (!named && device !== null && device.length > 0)
      void navigate(`/compare${compareQuery(device)}`, { replace: true });
  }, [named, device, navigate]);
  useEffect(() => {
    void compare.load(compareListFromQuery(key));
  }, [compare, key]);

  const loaded = compare.state.status === 'loaded' && compare.shownIds.join() === key;
  const products = loaded ? compare.products : [];
  usePageMeta(
    products.length > 0 ? compareTitleOf(products.map((product) => product.name)) : COMPARE_TITLE,
    products.length > 0 ? compareDescriptionOf(products) : COMPARE_DESCRIPTION,
  );

  const remove = (productId: string): void => {
    compare.remove(productId);
    void navigate(`/compare${compareQuery(ids.filter((id) => id !== productId))}`, { replace: true });
  };

  const waiting = named ? !loaded && compare.state.status !== 'failed' : device === null || device.length > 0;
  const failure = named && compare.state.status === 'failed' ? compare.state.reason : null;
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '4', md: '6' }}>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: COMPARE_TITLE }]} />
      <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.900" mb="4">
        {COMPARE_TITLE}
      </Heading>
      {failure ? (
        <Stack align="start" gap="3" role="alert">
          <Text color="red.700">{failure}</Text>
          <Button variant="outline" colorPalette="brand" onClick={() => void compare.load(ids, false)}>
            {TRY_AGAIN}
          </Button>
        </Stack>
      ) : waiting ? (
        <Text color="gray.600" role="status">
          {COMPARE_LOADING}
        </Text>
      ) : (
        <Stack gap="4">
          {compare.missing > 0 ? (
            <Text color="orange.800" bg="orange.50" px="3" py="2" rounded="md" role="note">
              {leftOut(compare.missing)}
            </Text>
          ) : null}
          {products.length === 0 ? (
            <EmptyStateCard
              icon={<LuGitCompareArrows />}
              title={NOTHING_TO_COMPARE}
              description={NOTHING_TO_COMPARE_HINT}
              link={{ to: '/products', label: BROWSE_PRODUCTS }}
            />
          ) : (
            <>
              <HStack gap="4" flexWrap="wrap" justify="space-between" align="end">
                <ComparePincode />
                <Switch.Root
                  checked={hideAgreeing}
                  onCheckedChange={(details) => setHideAgreeing(details.checked)}
                  colorPalette="brand"
                  disabled={products.length < 2}
                >
                  <Switch.HiddenInput role="switch" />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                  <Switch.Label>{HIDE_AGREEING}</Switch.Label>
                </Switch.Root>
              </HStack>
              <CompareTable products={products} hideAgreeing={hideAgreeing} onRemove={remove} />
            </>
          )}
        </Stack>
      )}
    </Container>
  );
});
