/** Expected failures are values, not exceptions (docs/architecture.md#conventions). */
export type Result<T, E extends { code: string }> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <E extends { code: string }>(error: E): { ok: false; error: E } => ({ ok: false, error });
