import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at its top (the SPA would otherwise keep the old scroll position). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [pathname]);
  return null;
}
