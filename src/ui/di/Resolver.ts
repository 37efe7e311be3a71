import type { Container } from 'inversify';
import type { Token } from '../../ports/tokens';

/**
 * What the UI may do with the container: typed look-ups by port token. Only the code that creates stores holds one
 * (RootStore and the store factories it is passed to); components reach stores through `useStores()`, never this.
 */
export interface Resolver {
  get<T>(token: Token<T>): T;
  isBound(token: Token<unknown>): boolean;
}

/** Wraps the inversify container so a look-up returns the port type its token names. */
export const toResolver = (container: Pick<Container, 'get' | 'isBound'>): Resolver => ({
  get: <T>(token: Token<T>): T => container.get<T>(token),
  isBound: (token) => container.isBound(token),
});

/** For services only some backends bind (the demo inbox and demo controls of memory mode). */
export const getOptional = <T>(resolver: Resolver, token: Token<T>): T | undefined =>
  resolver.isBound(token) ? resolver.get(token) : undefined;
