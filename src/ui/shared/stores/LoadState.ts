/**
 * Where a store's load stands (docs/architecture.md#the-load-state): not asked for yet, on its way, in, or failed
 * with the text the view shows. Stores hold it as `observableRef`: MobX would copy each constant into a new
 * observable object, so a load answered again (a live view's next value) would render every view of it again.
 */
export type LoadState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded' }
  | { readonly status: 'failed'; readonly reason: string };

export const IDLE: LoadState = { status: 'idle' };
export const LOADING: LoadState = { status: 'loading' };
export const LOADED: LoadState = { status: 'loaded' };
export const failed = (reason: string): LoadState => ({ status: 'failed', reason });

/** The text of a failed load; null for any other. */
export const failureOf = (state: LoadState): string | null =>
  state.status === 'failed' ? state.reason : null;

/** The load has had its answer: loaded or failed (not idle, not loading). */
export const answered = (state: LoadState): boolean => state.status === 'loaded' || state.status === 'failed';
