import { notify } from '../../toaster';
import type { AdminNotifier } from './AdminNotifier';

/** Admin results as toasts (SPEC §9 durations). */
export const toasterNotifier: AdminNotifier = {
  success: (message) => void notify.success(message),
  error: (message) => void notify.error(message),
};
