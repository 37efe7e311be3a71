/** A path or URL as an absolute URL on the site at `origin` (https URLs elsewhere stay as they are). */
export const absoluteUrl = (pathOrUrl: string, origin: string): string => new URL(pathOrUrl, origin).href;
