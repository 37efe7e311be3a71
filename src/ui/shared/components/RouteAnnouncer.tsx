import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { VisuallyHidden } from './VisuallyHidden';

/** How long a title must stay put before it is read: a page that loads its data sets it more than once. */
export const TITLE_SETTLE_MS = 400;

/**
 * Reads the title of the page a link or button moved to, as a screen reader does after a full page load: the app
 * changes pages without one. The first page is left to the browser; each title is read once it settles.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announced, setAnnounced] = useState('');
  const firstPath = useRef(pathname);
  const moved = useRef(false);
  useEffect(() => {
    if (pathname !== firstPath.current) moved.current = true;
  }, [pathname]);
  useEffect(() => {
    const title = document.querySelector('title');
    if (!title) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (moved.current) setAnnounced(document.title);
      }, TITLE_SETTLE_MS);
    });
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, []);
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announced}
    </VisuallyHidden>
  );
}
