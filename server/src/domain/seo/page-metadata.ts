import type { Money } from '../money/money.ts';
import type { LeadImage } from './lead-image.rules.ts';
import type { ContentRef } from './page-route.ts';

/** An image to show in link previews: an upload (served by `/img/`) or a URL as content stored it. */
export type PreviewImage =
  | { readonly kind: 'upload'; readonly path: string }
  | { readonly kind: 'url'; readonly url: string };

/** What a product page offers; quote-only products have no price. */
export interface ProductOffer {
  readonly sku: string | null;
  readonly price: Money | null;
  readonly inStock: boolean;
}

/** What the head of a content page is made from. */
export interface ContentMetadata {
  readonly kind: ContentRef['kind'];
  readonly title: string;
  readonly seoTitle: string | null;
  readonly seoDescription: string | null;
  /** The content's text (HTML allowed) that a missing SEO description is taken from. */
  readonly bodyHtml: string;
  readonly image: PreviewImage | null;
  /** The picture the page shows first and largest (its LCP), when it has one. */
  readonly leadImage: LeadImage | null;
  readonly publishedAt: Date | null;
  readonly modifiedAt: Date | null;
  /** Products only. */
  readonly offer: ProductOffer | null;
}

export type OpenGraphType = 'website' | 'article' | 'product';

/** Everything the server writes into the app shell's <head> for one URL. */
export interface PageHead {
  readonly status: 200 | 404;
  /** The whole <title>, shop name included. */
  readonly title: string;
  /** Plain text; null keeps the shell's own description. */
  readonly description: string | null;
  readonly noindex: boolean;
  /** Path of the canonical URL; null for pages that must not be indexed. */
  readonly canonicalPath: string | null;
  readonly openGraph: {
    readonly type: OpenGraphType;
    readonly title: string;
    readonly image: PreviewImage | null;
    readonly publishedAt: Date | null;
    readonly modifiedAt: Date | null;
  } | null;
  /** For a product's structured data. */
  readonly product: {
    readonly name: string;
    readonly description: string;
    readonly image: PreviewImage | null;
    readonly offer: ProductOffer | null;
  } | null;
  /** Preloaded from the head, so the page's largest paint does not wait for the app's code. */
  readonly leadImage: LeadImage | null;
}
