/** inversify accepts any symbol as a service identifier; ports pair an interface with a same-named token. */
export type Token<T> = symbol & { readonly __type?: T };
export const token = <T>(description: string): Token<T> => Symbol.for(`sheesham.${description}`) as Token<T>;
