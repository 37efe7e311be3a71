import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new page starts at its top (the SPA would otherwise keep the old scroll position). The page the visit opens
 * with is left where the browser has it: a prerendered page may have been scrolled before the app took it over.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const opened = useRef(pathname);
  useEffect(() => {
    if (pathname === opened.current) return;
    opened.current = pathname;
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [pathname]);
  return null;
}
