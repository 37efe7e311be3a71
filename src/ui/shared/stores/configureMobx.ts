import { configure } from 'mobx';

/** Every change to observable state must go through an action in development and tests (docs/architecture.md#conventions). */
export const configureMobx = (): void => {
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    configure({
      enforceActions: 'always',
      computedRequiresReaction: false,
      observableRequiresReaction: false,
    });
  }
};
