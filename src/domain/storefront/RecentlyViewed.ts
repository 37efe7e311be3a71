import { storedTexts } from '../shared/storedTexts';

/** How many products "You looked at" remembers on a device. */
export const RECENTLY_VIEWED_MOST = 20;

/** The product ids a shopper opened, the latest first: each once, at most RECENTLY_VIEWED_MOST. */
export type RecentlyViewed = readonly string[];

/** `viewed` with `productId` opened now: it moves to the front, and the oldest beyond the most drops off. */
export const viewedFirst = (viewed: RecentlyViewed, productId: string): string[] =>
  [productId, ...viewed.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_MOST);

/** What a device stored, read as RecentlyViewed: anything else (corrupt, another shape) reads as nothing viewed. */
export const storedRecentlyViewed = (raw: string | null): string[] =>
  [...new Set(storedTexts(raw).filter((id) => id.trim() !== ''))].slice(0, RECENTLY_VIEWED_MOST);
