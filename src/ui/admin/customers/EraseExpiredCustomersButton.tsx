import { useEffect, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuEraser } from 'react-icons/lu';
import { ERASE_CUSTOMERS } from './eraseCustomersText';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { notify } from '../../shared/components/toaster';
import { createCustomerErasureStore } from './CustomerErasureStore';
import { ConfirmDialog } from '../common/ConfirmDialog';

/**
 * The orders of deleted accounts past their retention, counted when the screen opens; erasing their customer details
 * asks first and says how many it erased. The button stays until the count is known, and is disabled at none.
 */
export const EraseExpiredCustomersButton = observer(function EraseExpiredCustomersButton({
  onErased,
}: {
  /** After an erasure, so the screen can read the orders again. */
  onErased: () => void;
}) {
  const store = useScreenStore(createCustomerErasureStore);
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    void store.count();
  }, [store]);
  useEffect(() => {
    if (store.countError) notify.error(store.countError);
  }, [store.countError]);

  const erase = async (): Promise<void> => {
    const { erased, error } = await store.eraseAll();
    if (error) notify.error(error);
    else notify.success(ERASE_CUSTOMERS.done(erased));
    if (erased > 0) onErased();
  };
  const due = store.due;

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        colorPalette="red"
        disabled={due === null || due === 0}
        loading={store.working}
        onClick={() => setAsking(true)}
      >
        <LuEraser aria-hidden /> {due === null ? ERASE_CUSTOMERS.counting : ERASE_CUSTOMERS.button(due)}
      </Button>
      <ConfirmDialog
        open={asking}
        title={ERASE_CUSTOMERS.title}
        message={ERASE_CUSTOMERS.message(due ?? 0)}
        confirmLabel={ERASE_CUSTOMERS.confirm}
        dismissLabel={ERASE_CUSTOMERS.keep}
        onConfirm={erase}
        onClose={() => setAsking(false)}
      />
    </>
  );
});
