import { useEffect } from 'react';

/** docs/behaviour.md#screens-and-routes: the page body does not scroll while the admin layout shows (its main area scrolls instead). */
export const useBodyScrollLock = (): void => {
  useEffect(() => {
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, []);
};
