import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageFor } from '../../../domain/text/messages';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';

/** A click the browser should handle itself (new tab, new window). */
const isModifiedClick = (event: MouseEvent): boolean =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The category click of docs/behaviour.md#browsing-and-search: navigate when the category exists and has products, otherwise the 'no products yet' or
 * 'not available' banner (cleared after 5 s) and toast. Returns true when it navigated.
 */
export const useCategoryNavigation = (): ((slug: string, event?: MouseEvent) => boolean) => {
  const { summary, notice } = useStores();
  const navigate = useNavigate();
  return useCallback(
    (slug: string, event?: MouseEvent): boolean => {
      if (event && isModifiedClick(event)) return false;
      event?.preventDefault();
      try {
        if (summary.state.status !== 'loaded') {
          // Counts not known yet: let the category page decide.
          navigate(`/categories/${encodeURIComponent(slug)}`);
          return true;
        }
        const decision = summary.decide(slug);
        if (decision.kind === 'navigate') {
          notice.clear();
          navigate(decision.path);
          return true;
        }
        const category = decision.name;
        if (decision.kind === 'no-products') {
          notice.show(messageFor('CATEGORY.NO_PRODUCTS', { category }));
          notify.error(messageFor('CATEGORY.NO_PRODUCTS_TOAST', { category }));
        } else {
          notice.show(messageFor('CATEGORY.NOT_AVAILABLE', { category }));
          notify.error(messageFor('CATEGORY.NOT_FOUND_TOAST', { category }));
        }
        return false;
      } catch (error) {
        console.error(error);
        notice.show(messageFor('CATEGORY.NAVIGATION_FAILED'));
        notify.error(messageFor('CATEGORY.NAVIGATION_FAILED_TOAST'));
        return false;
      }
    },
    [summary, notice, navigate],
  );
};
