import { useEffect, useState } from 'react';
import { Button, HStack, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { messageFor } from '../../../domain/messages';
import type { Product } from '../../../domain/Product';
import { ProductRepository } from '../../../ports/ProductRepository';
import { useInjection } from '../../di/ContainerContext';
import { useStores } from '../../stores/StoresContext';
import { CategorySelect } from '../components/CategorySelect';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { LoadState } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { Pager } from '../components/Pager';
import { ProductTable } from '../components/ProductTable';
import { useAdminStore } from '../hooks/useAdminStore';
import { useDebounced } from '../hooks/useDebounced';
import { AdminProductsStore, type ActiveFilter } from '../stores/AdminProductsStore';
import { toasterNotifier } from '../stores/toasterNotifier';

/** /admin/products: the paged catalogue with filters, bulk changes and delete. */
export const ProductsPage = observer(function ProductsPage() {
  const repository = useInjection(ProductRepository);
  const { settings } = useStores();
  const store = useAdminStore(() => new AdminProductsStore(repository, toasterNotifier));
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState<Product | null>(null);
  useEffect(() => {
    void store.firstPage();
  }, [store]);
  useDebounced(search, store.setSearch);
  const selectedCount = store.selected.size;

  return (
    <>
      <PageHeader title="Products" description="Every product, active or not, newest first.">
        <Button asChild colorPalette="brand">
          <RouterLink to="/admin/products/add">
            <LuPlus aria-hidden /> Add Product
          </RouterLink>
        </Button>
      </PageHeader>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" mb="4">
        <Input
          type="search"
          aria-label="Search products by name or id"
          placeholder="Search by name or id"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          bg="white"
        />
        <CategorySelect
          value={store.category}
          onChange={store.setCategory}
          allLabel="All categories"
          label="Filter by category"
        />
        <NativeSelect.Root>
          <NativeSelect.Field
            aria-label="Filter by status"
            value={store.active}
            onChange={(event) => store.setActive(event.target.value as ActiveFilter)}
            bg="white"
          >
            <option value="all">Active and inactive</option>
            <option value="active">Active only</option>
            <option value="inactive">Inactive only</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </SimpleGrid>
      {selectedCount > 0 ? (
        <HStack
          role="toolbar"
          aria-label="Bulk actions"
          gap="2"
          wrap="wrap"
          mb="3"
          p="2"
          bg="brand.50"
          rounded="md"
          borderWidth="1px"
          borderColor="brand.100"
        >
          <Text fontSize="sm" fontWeight="medium" px="2">
            {selectedCount} selected
          </Text>
          <Button
            size="sm"
            variant="outline"
            loading={store.working}
            onClick={() => void store.bulk('activate')}
          >
            Activate
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={store.working}
            onClick={() => void store.bulk('deactivate')}
          >
            Deactivate
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={store.working}
            onClick={() => void store.bulk('feature')}
          >
            Feature
          </Button>
          <Button
            size="sm"
            variant="outline"
            loading={store.working}
            onClick={() => void store.bulk('unfeature')}
          >
            Unfeature
          </Button>
        </HStack>
      ) : null}
      <LoadState
        loading={store.loading}
        error={store.error}
        empty={store.items.length === 0}
        emptyText="No products match these filters."
        onRetry={() => void store.load()}
      >
        <ProductTable
          store={store}
          lowStockThreshold={settings.settings.lowStockThreshold}
          onDelete={setDeleting}
        />
      </LoadState>
      <Pager
        label="Product pages"
        page={store.pageIndex + 1}
        hasPrevious={store.hasPrevious}
        hasNext={store.hasNext}
        onPrevious={() => void store.previousPage()}
        onNext={() => void store.nextPage()}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete product"
        message={deleting ? messageFor('PRODUCT.DELETE_CONFIRM', { name: deleting.name }) : ''}
        onConfirm={() => (deleting ? store.remove(deleting.id) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
});
