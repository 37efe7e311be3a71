import { describe, expect, it, vi } from 'vitest';
import { notify, onFirstToast } from '../../src/ui/shared/components/toaster';
import { TOAST_DURATIONS } from '../../src/ui/shared/components/toastOptions';

describe('notify', () => {
  it("loads Chakra's toast store with the first toast, which it then shows, and tells the toaster to mount", async () => {
    const mounts = vi.fn();
    const stop = onFirstToast(mounts);
    expect(mounts).not.toHaveBeenCalled();
    notify.success('Jodhpur Sofa added to cart');
    notify.warning(
      'Browser storage is full',
      'Your cart and wishlist are kept for this visit only.',
      'storage',
    );
    expect(mounts).toHaveBeenCalledTimes(1);
    const { toaster } = await import('../../src/ui/shared/components/toasterStore');
    await vi.waitFor(() => expect(toaster.getCount()).toBe(2));
    const shown = toaster.getVisibleToasts().map(({ title, type, duration }) => ({ title, type, duration }));
    expect(shown).toEqual(
      expect.arrayContaining([
        { title: 'Jodhpur Sofa added to cart', type: 'success', duration: TOAST_DURATIONS.success },
        { title: 'Browser storage is full', type: 'warning', duration: TOAST_DURATIONS.warning },
      ]),
    );
    // A toaster mounted later hears at once that toasts are wanted.
    const late = vi.fn();
    onFirstToast(late);
    expect(late).toHaveBeenCalledTimes(1);
    stop();
    toaster.remove();
  });
});
