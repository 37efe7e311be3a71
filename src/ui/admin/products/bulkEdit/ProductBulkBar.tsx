import { useState } from 'react';
import { Alert, Button, Progress } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { BulkEdit, BulkFlag } from '../../../../domain/catalogue/BulkProductEdit';
import type { NavigationTree } from '../../../../domain/catalogue/NavigationTree';
import type { AdminProductsStore } from '../AdminProductsStore';
import { BulkActionsBar } from '../../common/BulkActionsBar';
import { BulkCategoryDialog } from './BulkCategoryDialog';
import { BulkPriceDialog } from './BulkPriceDialog';

const FLAG_BUTTONS: [label: string, field: BulkFlag, value: boolean, done: string][] = [
  ['Activate', 'isActive', true, 'activated'],
  ['Deactivate', 'isActive', false, 'deactivated'],
  ['Feature', 'isFeatured', true, 'featured'],
  ['Unfeature', 'isFeatured', false, 'removed from featured'],
  ['Mark new arrival', 'isNewArrival', true, 'marked as new arrivals'],
  ['Unmark new arrival', 'isNewArrival', false, 'no longer new arrivals'],
];

/**
 * The products table's bulk changes: the choice (ticked rows, or every match of the filters), the changes, the
 * progress of one being written, and an undo for the last one.
 */
export const ProductBulkBar = observer(function ProductBulkBar({
  store,
  tree,
}: {
  store: AdminProductsStore;
  tree: NavigationTree;
}) {
  const { bulk } = store;
  const [dialog, setDialog] = useState<'price' | 'category' | null>(null);
  const count = store.selectionCount;
  const apply = (edit: BulkEdit, done: string) => void bulk.apply(edit, done);

  return (
    <>
      {count !== 0 ? (
        <BulkActionsBar chosen={count === null ? 'All products matching the filters' : `${count} selected`}>
          {store.canSelectAllMatching ? (
            <Button size="sm" variant="plain" color="brand.700" onClick={store.selectAllMatching}>
              Select all products matching the filters
            </Button>
          ) : null}
          {count === null ? (
            <Button size="sm" variant="plain" color="brand.700" onClick={store.clearSelection}>
              Clear selection
            </Button>
          ) : null}
          {FLAG_BUTTONS.map(([label, field, value, done]) => (
            <Button
              key={label}
              size="sm"
              variant="outline"
              disabled={bulk.working}
              onClick={() => apply({ kind: 'flag', field, value }, done)}
            >
              {label}
            </Button>
          ))}
          <Button size="sm" variant="outline" disabled={bulk.working} onClick={() => setDialog('category')}>
            Move to category…
          </Button>
          <Button size="sm" variant="outline" disabled={bulk.working} onClick={() => setDialog('price')}>
            Change price…
          </Button>
        </BulkActionsBar>
      ) : null}
      {bulk.progress ? (
        <Progress.Root
          value={bulk.progress.done}
          max={Math.max(1, bulk.progress.total)}
          mb="3"
          colorPalette="brand"
          size="sm"
        >
          <Progress.Label fontSize="sm">
            Saving {bulk.progress.done} of {bulk.progress.total}
          </Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
      {bulk.last && !bulk.working ? (
        <Alert.Root status="info" mb="3" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1" fontWeight="normal">
            Last change: {bulk.last.change.before.length}{' '}
            {bulk.last.change.before.length === 1 ? 'product' : 'products'} {bulk.last.label}.
          </Alert.Title>
          <Button size="sm" variant="outline" onClick={() => void bulk.undo()}>
            Undo
          </Button>
        </Alert.Root>
      ) : null}
      {dialog === 'price' ? <BulkPriceDialog bulk={bulk} onClose={() => setDialog(null)} /> : null}
      {dialog === 'category' ? (
        <BulkCategoryDialog bulk={bulk} tree={tree} count={count} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
});
