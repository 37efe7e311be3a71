import { useEffect, useState, type ComponentType } from 'react';
import { onFirstToast } from './toaster';
import { withShopSystem } from '../theme/deferredShopSystem';

/**
 * Mounts the toaster (Chakra's toast machinery, ~16 KB gzip) when the first toast is raised instead of on every page
 * load (issue 6). Toasts raised before it arrives are shown once it mounts (the toast store keeps them); a failed
 * download is retried at the next toast.
 */
export function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (Toaster) return undefined;
    let active = true;
    let loading = false;
    const load = (): void => {
      if (loading) return;
      loading = true;
      withShopSystem(import('./AppToaster')).then(
        (module) => {
          if (active) setToaster(() => module.AppToaster);
        },
        () => {
          loading = false;
        },
      );
    };
    const unsubscribe = onFirstToast(load);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [Toaster]);
  return Toaster ? <Toaster /> : null;
}
