import { useEffect, useRef, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { adminMessageFor } from '../../../domain/adminMessages';
import type { Product } from '../../../domain/Product';
import { mayWorkOn } from '../../../domain/StaffRole';
import { useStores } from '../../stores/StoresContext';
import { useScreenStore } from '../../stores/useScreenStore';
import { ProductBulkBar } from '../components/bulkEdit/ProductBulkBar';
import { CatalogueCsvButtons } from '../components/catalogueCsv/CatalogueCsvButtons';
import { CategorySelect } from '../components/CategorySelect';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FilterBar } from '../components/FilterBar';
import { FilterSelect, type FilterOption } from '../components/FilterSelect';
import { PageHeader } from '../components/PageHeader';
import { PagedLoadState } from '../components/PagedLoadState';
import { ProductTable } from '../components/ProductTable';
import { useStaffRole } from '../hooks/useStaffRole';
import { createAdminProductsStore, type ActiveFilter } from '../stores/AdminProductsStore';

const ACTIVE_OPTIONS: FilterOption<ActiveFilter>[] = [
  { value: 'all', label: 'Active and inactive' },
  { value: 'active', label: 'Active only' },
  { value: 'inactive', label: 'Inactive only' },
];

/** /admin/products: the paged catalogue with filters, bulk changes and delete. */
export const ProductsPage = observer(function ProductsPage() {
  const { settings, summary } = useStores();
  const store = useScreenStore(createAdminProductsStore);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const deletingRow = useRef(0);
  const [deleteButtons] = useState(() => new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  // Support looks at the catalogue without changing it.
  const editable = mayWorkOn(useStaffRole(), 'catalogue');
  useEffect(() => {
    void store.pager.firstPage();
  }, [store]);

  const askToDelete = (product: Product): void => {
    deletingRow.current = store.items.findIndex((item) => item.id === product.id);
    setDeleting(product);
  };
  // After the dialog, the focus goes to the delete button in the asked-about row's place (the next product once it is
  // deleted), else the last row's, else the heading.
  const focusAfterDeleting = (): HTMLElement | null => {
    const rows = store.items;
    const product = rows[Math.min(deletingRow.current, rows.length - 1)];
    return (product && deleteButtons.get(product.id)) ?? heading.current;
  };

  return (
    <>
      <PageHeader
        title="Products"
        description="Every product, active or not, newest first."
        headingRef={heading}
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
          onDelete={editable ? askToDelete : undefined}
          deleteButtons={deleteButtons}
        />
      </PagedLoadState>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete product"
        message={deleting ? adminMessageFor('PRODUCT.DELETE_CONFIRM', { name: deleting.name }) : ''}
        onConfirm={() => (deleting ? store.remove(deleting.id) : undefined)}
        onClose={() => setDeleting(null)}
        finalFocusEl={focusAfterDeleting}
      />
    </>
  );
});
