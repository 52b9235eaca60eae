/** One indexable URL of the shop. */
export interface SitemapEntry {
  /** A storefront path such as `/products/tools/drill` or `/products?category=drills`. */
  readonly path: string;
  readonly lastModified: Date | null;
}

export interface SitemapSource {
  /** Every enabled product, category, page, blog post, blog category and case study. */
  entries(): Promise<readonly SitemapEntry[]>;
}
