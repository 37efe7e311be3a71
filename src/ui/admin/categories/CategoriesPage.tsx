import { useEffect, useState } from 'react';
import { Badge, Button, Checkbox, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import type { Category } from '../../../domain/catalogue/Category';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import { useStores } from '../../app/stores/StoresContext';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { AdminImage } from '../common/AdminImage';
import { CategoryFormDialog } from './CategoryFormDialog';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { AdminTable } from '../common/AdminTable';
import { LoadStateView } from '../common/LoadStateView';
import { PageHeader } from '../common/PageHeader';
import { useRowDeletion } from '../common/useRowDeletion';
import { createAdminCategoriesStore } from './AdminCategoriesStore';

/**
 * /admin/categories: the shop's categories in the order the storefront shows them, with active product counts from
 * the catalogue summary; what the owner changes here is what the header and the category pages show.
 */
export const CategoriesPage = observer(function CategoriesPage() {
  const { summary } = useStores();
  const store = useScreenStore(createAdminCategoriesStore);
  const [editing, setEditing] = useState<Category | null | undefined>(undefined);
  const deletion = useRowDeletion<Category>(() => store.rows.map(({ category }) => category));
  useEffect(() => store.start(), [store]);

  return (
    <>
      <PageHeader
        title="Categories"
        description="The shop's header and category pages follow these categories, in this order. Product counts are active products."
        headingRef={deletion.headingRef}
      >
        <Button colorPalette="brand" onClick={() => setEditing(null)}>
          <LuPlus aria-hidden /> Add Category
        </Button>
      </PageHeader>
      <Checkbox.Root
        mb="4"
        disabled={summary.state.status !== 'loaded'}
        checked={summary.summary?.navigation.hideEmptyInBar ?? false}
        onCheckedChange={(event) => void store.setHideEmptyInBar(event.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Leave categories without products out of the header bar</Checkbox.Label>
      </Checkbox.Root>
      <LoadStateView
        state={store.state}
        onRetry={store.retry}
        empty={store.categories.length === 0}
        emptyText="No categories yet."
      >
        <AdminTable
          label="Categories"
          columns={[
            'Category',
            'Slug',
            'Parent',
            { header: 'Position', end: true },
            'Header bar',
            { header: 'Products', end: true },
            { header: 'Actions', end: true },
          ]}
        >
          {store.rows.map(({ category, depth }) => (
            <Table.Row key={category.id}>
              <Table.Cell>
                <HStack gap="3" ps={depth * 6}>
                  <AdminImage src={category.image} alt="" width={40} height={40} rounded="md" />
                  <Text fontWeight="medium">{category.name}</Text>
                </HStack>
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {category.slug}
              </Table.Cell>
              <Table.Cell>{category.parentSlug ? store.nameOf(category.parentSlug) : '—'}</Table.Cell>
              <Table.Cell textAlign="end">{category.order}</Table.Cell>
              <Table.Cell>
                {category.showInBar ? (
                  <Badge colorPalette="green" variant="subtle">
                    Shown
                  </Badge>
                ) : (
                  <Badge colorPalette="gray" variant="subtle">
                    Hidden
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end" data-testid={`category-count-${category.slug}`}>
                {summary.countFor(category.slug)}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                <IconButton
                  variant="ghost"
                  size="sm"
                  aria-label={`Edit ${category.name}`}
                  onClick={() => setEditing(category)}
                >
                  <LuPencil aria-hidden />
                </IconButton>
                <IconButton
                  variant="ghost"
                  size="sm"
                  colorPalette="red"
                  aria-label={`Delete ${category.name}`}
                  ref={deletion.rowButtonRef(category.id)}
                  onClick={() => deletion.ask(category)}
                >
                  <LuTrash2 aria-hidden />
                </IconButton>
              </Table.Cell>
            </Table.Row>
          ))}
        </AdminTable>
      </LoadStateView>
      {editing !== undefined ? (
        <CategoryFormDialog
          key={editing?.id ?? 'new'}
          category={editing}
          categories={store.categories}
          onSave={(form) => store.save(form, editing?.id ?? null)}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={deletion.deleting !== null}
        title="Delete category"
        message={
          deletion.deleting
            ? adminMessageFor('CATEGORY.DELETE_CONFIRM', {
                name: deletion.deleting.name,
                products: summary.countFor(deletion.deleting.slug),
              })
            : ''
        }
        onConfirm={() => (deletion.deleting ? store.remove(deletion.deleting.id) : undefined)}
        onClose={deletion.close}
        finalFocusEl={deletion.focusAfter}
      />
    </>
  );
});
