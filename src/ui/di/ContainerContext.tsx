import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Container } from 'inversify';
import type { Token } from '../../ports/tokens';

/** What the UI may do with the container: typed look-ups by port token. */
export interface Resolver {
  get<T>(token: Token<T>): T;
  isBound(token: Token<unknown>): boolean;
}

/** Wraps the inversify container so a look-up returns the port type its token names. */
export const toResolver = (container: Pick<Container, 'get' | 'isBound'>): Resolver => ({
  get: <T,>(token: Token<T>): T => container.get<T>(token),
  isBound: (token) => container.isBound(token),
});

const ContainerContext = createContext<Resolver | undefined>(undefined);

export function ContainerProvider({ container, children }: { container: Resolver; children: ReactNode }) {
  const value = useMemo(() => container, [container]);
  return <ContainerContext.Provider value={value}>{children}</ContainerContext.Provider>;
}

function useResolver(): Resolver {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection must be used inside <ContainerProvider>');
  return container;
}

export function useInjection<T>(token: Token<T>): T {
  return useResolver().get(token);
}

/** For services only some backends bind (the demo inbox and demo controls of memory mode). */
export function useOptionalInjection<T>(token: Token<T>): T | undefined {
  const container = useResolver();
  return container.isBound(token) ? container.get(token) : undefined;
}
