import { useEffect, useState } from 'react';
import { whenIdle } from '../whenIdle';

/**
 * False on the first render and true once the browser has been idle after it: a part that is not needed for the
 * first paint (and would fetch a chunk of its own) mounts then, so its download never delays the first paint.
 */
export const useIdleMount = (): boolean => {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true)), []);
  return mounted;
};
