import { withToaster } from '../../shared/components/toaster';

export const UPDATE_PROMPT_ID = 'app-update';

/**
 * Tells the shopper a new version of the shop is ready, with a Reload button that switches to it. The toast stays
 * until it is answered or closed: switching in the middle of a checkout is the shopper's call, never automatic.
 */
export const showUpdatePrompt = (reload: () => void): void => {
  const title = 'A new version is available';
  withToaster(
    ({ toaster }) =>
      void toaster.create({
        id: UPDATE_PROMPT_ID,
        type: 'info',
        title,
        duration: Number.POSITIVE_INFINITY,
        closable: true,
        action: { label: 'Reload', onClick: reload },
      }),
    title,
  );
};
