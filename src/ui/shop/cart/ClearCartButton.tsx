import { useState } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';

/** Empties the cart after the shopper confirms. */
export const ClearCartButton = observer(function ClearCartButton() {
  const { cart } = useStores();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
      role="alertdialog"
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" color="red.700">
          Clear cart
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Clear your cart?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                All {cart.totalItems} {cart.totalItems === 1 ? 'item' : 'items'} will be removed from your
                cart.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Keep items</Button>
              </Dialog.ActionTrigger>
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
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
