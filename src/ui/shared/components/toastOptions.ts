/** docs/behaviour.md#screens-and-routes: error and blank 4 s, success 2 s, at most 20 kept, top-right. */
export const TOAST_DURATIONS = { success: 2000, error: 4000, info: 4000, warning: 4000 } as const;
export const TOAST_LIMIT = 20;

export type ToastKind = keyof typeof TOAST_DURATIONS;

/** Set by the bar that stays at the top (the storefront's sticky header, the admin's top bar) to its height. */
export const STICKY_HEADER_HEIGHT = '--sticky-header-height';
/** Set by an admin screen's title row, with its actions, to its height and the space below it. */
export const SCREEN_TITLE_HEIGHT = '--screen-title-height';
