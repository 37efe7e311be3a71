import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuPlus } from 'react-icons/lu';
import type { Banner } from '../../../domain/storefront/Banner';
import { MAX_BANNERS } from '../../../domain/storefront/BannerCatalog';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import { notify } from '../../shared/components/toaster';
import { BannerFormDialog } from './BannerFormDialog';
import { BannerRow } from './BannerRow';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { LoadStateView } from '../common/LoadStateView';
import { PageHeader } from '../common/PageHeader';
import { useMoveFocus, type MoveControl } from '../common/useMoveFocus';
import { usePointerReorder } from '../common/usePointerReorder';
import { useRowDeletion } from '../common/useRowDeletion';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { createAdminBannersStore } from './AdminBannersStore';

/** /admin/banners: docs/behaviour.md#banners, plus drag and keyboard reordering saved in one batch. */
export const BannersPage = observer(function BannersPage() {
  const store = useScreenStore(createAdminBannersStore);
  /** undefined: no form; null: 'Add New Banner'; a banner: 'Edit Banner'. */
  const [editing, setEditing] = useState<Banner | null | undefined>(undefined);
  const deletion = useRowDeletion<Banner>(() => store.banners);
  const [announcement, setAnnouncement] = useState('');

  const { drag, handleProps, rowRef } = usePointerReorder((from, to) => move(from, to));
  const moveFocus = useMoveFocus(store.banners.length);

  useEffect(() => {
    void store.load();
    void store.loadProducts();
  }, [store]);

  const openNew = (): void => {
    if (store.limitReached) notify.error(adminMessageFor('BANNER.LIMIT_REACHED'));
    else setEditing(null);
  };
  const move = (from: number, to: number, control?: MoveControl): void => {
    const moved = store.banners[from];
    if (!moved || to < 0 || to >= store.banners.length) return;
    void store.move(from, to);
    if (control && store.banners[to]?.id === moved.id) moveFocus.moved(control, to);
    setAnnouncement(`${moved.title || 'Banner'} moved to position ${to + 1} of ${store.banners.length}.`);
  };

  return (
    <>
      <PageHeader
        title="Banners"
        description={`Homepage banners, shown in this order. Up to ${MAX_BANNERS}.`}
        headingRef={deletion.headingRef}
      >
        <Button colorPalette="brand" onClick={openNew}>
          <LuPlus aria-hidden /> Add New Banner
        </Button>
      </PageHeader>
      {store.limitReached ? (
        <Alert.Root status="info" mb="4" rounded="md">
          <Alert.Indicator />
          <Alert.Title>{adminMessageFor('BANNER.LIMIT_REACHED')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <LoadStateView
        state={store.state}
        empty={store.banners.length === 0}
        emptyText="No banners yet. The home page shows its default hero until you add one."
        onRetry={() => void store.load()}
      >
        <Text fontSize="sm" color="gray.600" mb="3">
          Drag a row by its handle, or focus the handle and press the up and down arrow keys, to change the
          order.
        </Text>
        <Stack
          as="ol"
          ref={moveFocus.listRef}
          gap="3"
          m="0"
          p="0"
          aria-label="Banners"
          aria-busy={store.reordering}
        >
          {store.banners.map((banner, index) => (
            <BannerRow
              key={banner.id}
              banner={banner}
              index={index}
              count={store.banners.length}
              busy={store.busy.has(banner.id)}
              dragRole={drag?.from === index ? 'source' : drag && drag.over === index ? 'target' : null}
              rowRef={rowRef(index)}
              handleProps={handleProps(index)}
              onMove={move}
              controlProps={moveFocus.controlProps}
              onToggle={() => void store.toggle(banner.id)}
              onEdit={() => setEditing(banner)}
              onDelete={() => deletion.ask(banner)}
              deleteButtonRef={deletion.rowButtonRef(banner.id)}
            />
          ))}
        </Stack>
      </LoadStateView>
      {editing !== undefined ? (
        <BannerFormDialog
          key={editing?.id ?? 'new'}
          banner={editing}
          products={store.products}
          productsLoading={store.productsState.status === 'loading'}
          onSave={(form) => store.save(form, editing?.id ?? null)}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={deletion.deleting !== null}
        title="Delete banner"
        message={adminMessageFor('BANNER.DELETE_CONFIRM')}
        onConfirm={() => (deletion.deleting ? store.remove(deletion.deleting.id) : undefined)}
        onClose={deletion.close}
        finalFocusEl={deletion.focusAfter}
      />
    </>
  );
});
