import { runInAction } from 'mobx';
import type { NetworkGuard } from '../../shared/stores/NetworkStatusStore';
import type { AdminNotifier } from '../layout/AdminNotifier';

/**
 * An admin screen's save of what it checked: refused offline (the guard says why), the screen `saving` while it
 * runs, and `saved` or `failed` said when it ends (the cause logged). Answers whether it saved. Call it from the
 * store's action, so that `saving` turns on inside it.
 */
export const saveWithNotice = async (
  screen: { saving: boolean },
  { network, notifier }: { network: NetworkGuard; notifier: AdminNotifier },
  save: () => Promise<void>,
  { saved, failed }: { saved: string; failed: string },
): Promise<boolean> => {
  if (network.refusesOffline(notifier)) return false;
  screen.saving = true;
  try {
    await save();
    notifier.success(saved);
    return true;
  } catch (error) {
    console.error(error);
    notifier.error(failed);
    return false;
  } finally {
    runInAction(() => (screen.saving = false));
  }
};
