import { useEffect } from 'react';

export const SHOP_NAME = 'Sheesham Home';

/** Sets the browser tab title to "{title} | Sheesham Home" while the page shows (the shop name alone for none). */
export const useDocumentTitle = (title: string | null | undefined): void => {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP_NAME}` : SHOP_NAME;
  }, [title]);
};
