import type { Ref } from 'react';
import { Badge, HStack, IconButton, Link, Span, Stack, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '../../../domain/text/Money';
import type { Product } from '../../../domain/catalogue/Product';
import type { AdminProductsStore } from './AdminProductsStore';
import { AdminImage } from '../common/AdminImage';
import { SelectCheckbox } from '../common/SelectCheckbox';
import { AdminTable } from '../common/AdminTable';
import { selectAllOf } from '../common/selectAllOf';

/**
 * The product table; with `onDelete` (a role that changes the catalogue) it has a selection column for bulk changes
 * and edit and delete buttons, else it only shows. `deleteButtonRef` gives each row's delete button its ref.
 */
export const ProductTable = observer(function ProductTable({
  store,
  lowStockThreshold,
  onDelete,
  deleteButtonRef,
}: {
  store: AdminProductsStore;
  lowStockThreshold: number;
  onDelete?: (product: Product) => void;
  deleteButtonRef?: (productId: string) => Ref<HTMLButtonElement>;
}) {
  const editable = onDelete !== undefined;
  return (
    <AdminTable
      label="Products"
      busy={store.pager.state.status === 'loading'}
      selectAll={editable ? selectAllOf(store, 'Select every product on this page') : undefined}
      columns={[
        'Product',
        { header: 'Category', hideBelow: 'md' },
        { header: 'Price', end: true, hideBelow: 'md' },
        { header: 'Stock', end: true, hideBelow: 'md' },
        { header: 'Status', hideBelow: 'md' },
        ...(editable ? [{ header: 'Actions', end: true }] : []),
      ]}
    >
      {store.items.map((product) => {
        const stockStyle =
          product.stock <= lowStockThreshold ? { color: 'red.700', fontWeight: 'semibold' } : {};
        const badges = (
          <HStack gap="1" wrap="wrap">
            <Badge colorPalette={product.isActive ? 'green' : 'gray'}>
              {product.isActive ? 'Active' : 'Inactive'}
            </Badge>
            {product.isFeatured ? <Badge colorPalette="purple">Featured</Badge> : null}
          </HStack>
        );
        return (
          <Table.Row key={product.id} data-selected={store.selected.has(product.id) ? '' : undefined}>
            {editable ? (
              <Table.Cell>
                <SelectCheckbox
                  checked={store.selected.has(product.id)}
                  onChange={() => store.toggleSelected(product.id)}
                  label={`Select ${product.name}`}
                />
              </Table.Cell>
            ) : null}
            <Table.Cell minW={{ base: '0', md: '56' }} whiteSpace="normal">
              <HStack gap="3">
                <AdminImage
                  src={product.image || product.images[0] || ''}
                  alt=""
                  width={48}
                  height={48}
                  rounded="md"
                  flexShrink={0}
                />
                <Stack gap="0" minW="0">
                  {editable ? (
                    <Link asChild fontWeight="medium" color="brand.800">
                      <RouterLink to={`/admin/products/edit/${encodeURIComponent(product.id)}`}>
                        {product.name || 'Unnamed product'}
                      </RouterLink>
                    </Link>
                  ) : (
                    <Text fontWeight="medium">{product.name || 'Unnamed product'}</Text>
                  )}
                  <Text fontSize="xs" color="gray.600" fontFamily="mono" overflowWrap="anywhere">
                    {product.id}
                  </Text>
                  {/* A phone leaves the category, price, stock and status columns out: all but the category stay here. */}
                  <Stack gap="1" mt="1" hideFrom="md">
                    <Text fontSize="sm">
                      {formatRupees(product.price)} · <Span {...stockStyle}>Stock {product.stock}</Span>
                    </Text>
                    {badges}
                  </Stack>
                </Stack>
              </HStack>
            </Table.Cell>
            <Table.Cell hideBelow="md">{product.categoryNames[0] ?? product.category}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap" hideBelow="md">
              {formatRupees(product.price)}
            </Table.Cell>
            <Table.Cell textAlign="end" hideBelow="md" {...stockStyle}>
              {product.stock}
            </Table.Cell>
            <Table.Cell hideBelow="md">{badges}</Table.Cell>
            {editable ? (
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                <IconButton asChild variant="ghost" size="sm" aria-label={`Edit ${product.name}`}>
                  <RouterLink to={`/admin/products/edit/${encodeURIComponent(product.id)}`}>
                    <LuPencil aria-hidden />
                  </RouterLink>
                </IconButton>
                <IconButton
                  variant="ghost"
                  size="sm"
                  colorPalette="red"
                  aria-label={`Delete ${product.name}`}
                  ref={deleteButtonRef?.(product.id)}
                  onClick={() => onDelete(product)}
                >
                  <LuTrash2 aria-hidden />
                </IconButton>
              </Table.Cell>
            ) : null}
          </Table.Row>
        );
      })}
    </AdminTable>
  );
});
