export type OpenGraphType = 'website' | 'article' | 'product';

/** What one screen says about itself in the document's <head>. */
export interface DocumentHeadInput {
  /** The screen's own title; the shop's name is added to it ('' is the shop alone). */
  readonly title: string;
  /** Plain text. */
  readonly description?: string;
  /** Site-relative path of the canonical URL, e.g. '/blog/my-post'. */
  readonly canonicalPath?: string;
  /** The link-preview image: `/img/<path>`, a site path or an absolute http(s) URL. */
  readonly image?: string;
  /** Structured data (schema.org), written as one JSON-LD script. */
  readonly jsonLd?: object;
  /** Private or missing screens: a robots noindex, and neither canonical nor preview tags. */
  readonly noindex?: boolean;
  readonly type?: OpenGraphType;
  /** ISO-8601, articles only. */
  readonly publishedAt?: string;
  readonly modifiedAt?: string;
}

export interface SiteIdentity {
  /** e.g. 'https://shop.test', without a trailing slash */
  readonly origin: string;
  readonly shopName: string;
}

export type MetaAttribute = 'name' | 'property';

export interface MetaTag {
  readonly attribute: MetaAttribute;
  readonly key: string;
  readonly content: string;
}

/** The complete set of head tags for one screen; tags it does not list must not be left behind. */
export interface HeadTags {
  readonly title: string;
  readonly metas: readonly MetaTag[];
  /** absolute URL */
  readonly canonical: string | null;
  /** script-safe JSON text */
  readonly jsonLd: string | null;
}
