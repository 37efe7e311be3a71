import { useState } from 'react';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';
import { ButtonLoader, loadingButton } from '../../shared/components/ButtonLoader';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { demoResetButtonStyles } from './demoResetButtonStyles';

const css = extractedClassNames<typeof demoResetButtonStyles>('demoResetButton');

/**
 * Memory mode only: restores the demo seed for every tab (docs/architecture.md#two-backends). Drawn with styles
 * extracted at build (demoResetButtonStyles.tsx): it is in the demo's every page.
 */
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
    <button type="button" className={css('root')} {...loadingButton(busy)} onClick={() => void reset()}>
      <ButtonLoader loading={busy}>Reset demo data</ButtonLoader>
    </button>
  );
}
