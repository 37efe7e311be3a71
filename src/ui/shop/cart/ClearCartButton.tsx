import { useState } from 'react';
import { Button, Dialog } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';
import { DialogFrame } from '../../shared/components/DialogFrame';

/** Empties the cart after the shopper confirms. */
export const ClearCartButton = observer(function ClearCartButton() {
  const { cart } = useStores();
  const [open, setOpen] = useState(false);
  return (
    <DialogFrame
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
      role="alertdialog"
      placement="center"
      trigger={
        <Button variant="ghost" size="sm" color="red.700">
          Clear cart
        </Button>
      }
      title="Clear your cart?"
      dismissLabel="Keep items"
      footer={
        <Button
          colorPalette="red"
          onClick={() => {
            cart.clear();
            setOpen(false);
            notify.success('Your cart is now empty');
          }}
        >
          Clear cart
        </Button>
      }
    >
      <Dialog.Description>
        All {cart.totalItems} {cart.totalItems === 1 ? 'item' : 'items'} will be removed from your cart.
      </Dialog.Description>
    </DialogFrame>
  );
});
