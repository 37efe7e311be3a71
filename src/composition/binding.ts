import type { Container } from 'inversify';
import type { Token } from '../ports/tokens';

/** Type-checked bindings: the value must implement the port its token names. */
export const bindConstant = <T>(container: Container, token: Token<T>, value: T): void => {
  container.bind<T>(token).toConstantValue(value);
};

/** A lazily built singleton. */
export const bindSingleton = <T>(container: Container, token: Token<T>, build: () => T): void => {
  container.bind<T>(token).toDynamicValue(build).inSingletonScope();
};

export const resolve = <T>(container: Container, token: Token<T>): T => container.get<T>(token);
