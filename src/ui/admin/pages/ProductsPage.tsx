import { useEffect, useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { adminMessageFor } from '../../../domain/adminMessages';
import type { Product } from '../../../domain/Product';
import { useStores } from '../../stores/StoresContext';
import { useScreenStore } from '../../stores/useScreenStore';
import { CategorySelect } from '../components/CategorySelect';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FilterBar } from '../components/FilterBar';
import { FilterSelect, type FilterOption } from '../components/FilterSelect';
import { PageHeader } from '../components/PageHeader';
import { PagedLoadState } from '../components/PagedLoadState';
import { ProductTable } from '../components/ProductTable';
import { createAdminProductsStore, type ActiveFilter, type BulkAction } from '../stores/AdminProductsStore';

const ACTIVE_OPTIONS: FilterOption<ActiveFilter>[] = [
  { value: 'all', label: 'Active and inactive' },
  { value: 'active', label: 'Active only' },
  { value: 'inactive', label: 'Inactive only' },
];
const BULK_BUTTONS: [BulkAction, string][] = [
  ['activate', 'Activate'],
  ['deactivate', 'Deactivate'],
  ['feature', 'Feature'],
  ['unfeature', 'Unfeature'],
];

/** /admin/products: the paged catalogue with filters, bulk changes and delete. */
export const ProductsPage = observer(function ProductsPage() {
  const { settings, summary } = useStores();
  const store = useScreenStore(createAdminProductsStore);
  const [deleting, setDeleting] = useState<Product | null>(null);
  useEffect(() => {
    void store.pager.firstPage();
  }, [store]);
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
      <FilterBar
        searchLabel="Search products by name or id"
        searchPlaceholder="Search by name or id"
        onSearch={store.setSearch}
      >
        <CategorySelect
          tree={summary.tree}
          value={store.category}
          onChange={(slug) => store.setCategory(slug, summary.node(slug)?.name)}
          allLabel="All categories"
          label="Filter by category"
        />
        <FilterSelect
          label="Filter by status"
          value={store.active}
          options={ACTIVE_OPTIONS}
          onChange={store.setActive}
        />
      </FilterBar>
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
          {BULK_BUTTONS.map(([action, label]) => (
            <Button
              key={action}
              size="sm"
              variant="outline"
              loading={store.working}
              onClick={() => void store.bulk(action)}
            >
              {label}
            </Button>
          ))}
        </HStack>
      ) : null}
      <PagedLoadState pager={store.pager} label="Product pages" emptyText="No products match these filters.">
        <ProductTable
          store={store}
          lowStockThreshold={settings.settings.lowStockThreshold}
          onDelete={setDeleting}
        />
      </PagedLoadState>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete product"
        message={deleting ? adminMessageFor('PRODUCT.DELETE_CONFIRM', { name: deleting.name }) : ''}
        onConfirm={() => (deleting ? store.remove(deleting.id) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
});
