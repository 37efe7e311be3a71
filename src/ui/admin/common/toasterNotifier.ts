import { notify } from '../../shared/components/toaster';
import type { AdminNotifier } from '../layout/AdminNotifier';

/** Admin results as toasts (the durations of docs/behaviour.md#screens-and-routes). */
export const toasterNotifier: AdminNotifier = {
  success: (message) => void notify.success(message),
  error: (message) => void notify.error(message),
};
