/** The head of a page prerendered at build time: what search engines and link previews read without running a script. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  openGraph: {
    type: 'website' | 'product';
    /** Absolute. */
    image: string;
    /** Product pages: the price a shopper sees first, in rupees. */
    priceInRupees?: number;
  };
  /** JSON-LD objects, each with its own @context. */
  structuredData: object[];
}
