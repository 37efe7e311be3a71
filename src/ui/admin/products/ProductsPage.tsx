import { useEffect } from 'react';
import { Button } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import type { Product } from '../../../domain/catalogue/Product';
import { mayWorkOn } from '../../../domain/staff/StaffRole';
import { useStores } from '../../app/stores/StoresContext';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { ProductBulkBar } from './bulkEdit/ProductBulkBar';
import { CatalogueCsvButtons } from './catalogueCsv/CatalogueCsvButtons';
import { CategorySelect } from './CategorySelect';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { FilterBar } from '../common/FilterBar';
import { FilterSelect, type FilterOption } from '../common/FilterSelect';
import { PageHeader } from '../common/PageHeader';
import { PagedLoadState } from '../common/PagedLoadState';
import { ProductTable } from './ProductTable';
import { useRowDeletion } from '../common/useRowDeletion';
import { useStaffRole } from '../common/useStaffRole';
import { createAdminProductsStore, type ActiveFilter } from './AdminProductsStore';

const ACTIVE_OPTIONS: FilterOption<ActiveFilter>[] = [
  { value: 'all', label: 'Active and inactive' },
  { value: 'active', label: 'Active only' },
  { value: 'inactive', label: 'Inactive only' },
];

/** /admin/products: the paged catalogue with filters, bulk changes and delete. */
export const ProductsPage = observer(function ProductsPage() {
  const { settings, summary } = useStores();
  const store = useScreenStore(createAdminProductsStore);
  const deletion = useRowDeletion<Product>(() => store.items);
  // Support looks at the catalogue without changing it.
  const editable = mayWorkOn(useStaffRole(), 'catalogue');
  useEffect(() => {
    void store.pager.firstPage();
  }, [store]);

  return (
    <>
      <PageHeader
        title="Products"
        description="Every product, active or not, newest first."
        headingRef={deletion.headingRef}
      >
        {editable ? (
          <Button asChild colorPalette="brand">
            <RouterLink to="/admin/products/add">
              <LuPlus aria-hidden /> Add Product
            </RouterLink>
          </Button>
        ) : null}
        <CatalogueCsvButtons canImport={editable} onImported={() => void store.pager.firstPage()} />
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
      {editable ? <ProductBulkBar store={store} tree={summary.tree} /> : null}
      <PagedLoadState pager={store.pager} label="Product pages" emptyText="No products match these filters.">
        <ProductTable
          store={store}
          lowStockThreshold={settings.settings.lowStockThreshold}
          onDelete={editable ? deletion.ask : undefined}
          deleteButtonRef={deletion.rowButtonRef}
        />
      </PagedLoadState>
      <ConfirmDialog
        open={deletion.deleting !== null}
        title="Delete product"
        message={
          deletion.deleting ? adminMessageFor('PRODUCT.DELETE_CONFIRM', { name: deletion.deleting.name }) : ''
        }
        onConfirm={() => (deletion.deleting ? store.remove(deletion.deleting.id) : undefined)}
        onClose={deletion.close}
        finalFocusEl={deletion.focusAfter}
      />
    </>
  );
});
