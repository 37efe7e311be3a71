import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';

/** Memory mode only: restores the demo seed for every tab (docs/architecture.md#two-backends). */
export function DemoResetButton() {
  const { controls } = useStores().demo;
  const [busy, setBusy] = useState(false);
  if (!controls) return null;
  const reset = async (): Promise<void> => {
    if (
      !window.confirm('Reset the demo shop? Products, orders, accounts and banners go back to the demo data.')
    )
      return;
    setBusy(true);
    try {
      await controls.resetDemoData();
      notify.success('Demo data has been reset');
    } catch (error) {
      console.error(error);
      notify.error('Could not reset the demo data');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="outline"
      color="brand.100"
      borderColor="brand.700"
      _hover={{ bg: 'brand.800' }}
      loading={busy}
      onClick={() => void reset()}
    >
      Reset demo data
    </Button>
  );
}
