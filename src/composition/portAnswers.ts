import type { BackendPorts } from './Backend';

/**
 * The answers the build's backend gave while a page was drawn, by the call they answer (answerKey): a query's result,
 * or a live view's first value. A prerendered page carries them, so the app can take the page over with what the page
 * shows before the backend has loaded (docs/architecture.md#taking-a-page-over-before-the-backend).
 */
export type PortAnswers = ReadonlyMap<string, unknown>;

/**
 * The calls a page may be taken over with: reads of what every guest sees alike. Never a write, and nothing about a
 * signed-in shopper (the auth service is not among them: the page is drawn for a guest, who may be signed in here).
 */
export const ANSWERABLE_READS: { readonly [P in keyof BackendPorts]?: ReadonlyArray<keyof BackendPorts[P]> } =
  {
    products: ['getById', 'getBySlug', 'getMany', 'listPage', 'count', 'listRelated'],
    catalogueSummary: ['subscribe'],
    categories: ['subscribe'],
    settings: ['subscribe'],
    banners: ['subscribeActive'],
    reviews: ['aggregate', 'listApproved'],
  };

export const isAnswerable = (port: string, method: string): boolean =>
  (ANSWERABLE_READS[port as keyof BackendPorts] as readonly string[] | undefined)?.includes(method) ?? false;

/** A live view is a `subscribe…` or an `on…` method: it calls its listener with each value and returns its stop. */
export const isLiveView = (method: string): boolean => /^(subscribe|on[A-Z])/.test(method);

/** Object keys in order, so that two equal queries built in a different order have one key. */
const sortedKeys = (_key: string, value: unknown): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;

/** The key of a call among the answers: its port, method and arguments (a listener counts as null). */
export const answerKey = (port: string, method: string, args: readonly unknown[]): string =>
  JSON.stringify([port, method, args.map((arg) => (typeof arg === 'function' ? null : arg))], sortedKeys);

/** The answers a prerendered page carries, from their JSON ([key, value] pairs); none when missing or unreadable. */
export const readPortAnswers = (json: string | null | undefined): PortAnswers => {
  if (!json) return new Map();
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) &&
      parsed.every(
        (entry: unknown) => Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string',
      )
      ? new Map(parsed as Array<[string, unknown]>)
      : new Map();
  } catch {
    return new Map();
  }
};

/** The answers as the page carries them: JSON, with `<` escaped so that no text in them can end the script. */
export const writePortAnswers = (answers: PortAnswers): string =>
  JSON.stringify([...answers]).replaceAll('<', '\\u003c');
