import { vi } from 'vitest';

/** The error Firestore ends a live view with when the rules refuse it. */
export const refused = new Error('Missing or insufficient permissions.');

type ViewOpeners = Record<string, (...args: unknown[]) => () => void>;

/**
 * The first live view `method` of `target` opens stops with `refused`, as Firestore's does when the rules refuse it
 * or the project's quota is spent (its last argument hears it); the views opened after it work.
 */
export const failFirstView = (target: object, method: string) => {
  const real = (target as ViewOpeners)[method]!.bind(target);
  let opened = 0;
  return vi.spyOn(target as ViewOpeners, method).mockImplementation((...args: unknown[]) => {
    opened += 1;
    if (opened > 1) return real(...args);
    const onError = args[args.length - 1] as (error: unknown) => void;
    const timer = setTimeout(() => onError(refused), 0);
    return () => clearTimeout(timer);
  });
};
