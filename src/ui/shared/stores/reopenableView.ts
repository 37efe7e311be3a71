import type { Unsubscribe } from '../../../domain/shared/Page';

/** A live view a store can open again: a Firestore listener that fails is over for good. */
export interface ReopenableView {
  /** Opens the view, closing the one open before; the function returned closes whichever is open then. */
  open(): Unsubscribe;
}

export const reopenableView = (subscribe: () => Unsubscribe): ReopenableView => {
  let close: Unsubscribe | null = null;
  const closeOpen = (): void => {
    close?.();
    close = null;
  };
  return {
    open() {
      closeOpen();
      close = subscribe();
      return closeOpen;
    },
  };
};
