// The storefront's routes as the server needs them to fill an HTML head: which content a URL shows,
// or which app screen it is.

export type ContentRef =
  | { readonly kind: 'product'; readonly slug: string; readonly variantId: number | null }
  | { readonly kind: 'category'; readonly slug: string }
  | { readonly kind: 'post'; readonly slug: string }
  | { readonly kind: 'blog-category'; readonly slug: string }
  | { readonly kind: 'case-study'; readonly slug: string }
  | { readonly kind: 'page'; readonly uri: string };

export type PageRoute =
  /** A screen of the app; `content`, when found, describes it better (the home page, a category). */
  | {
      readonly kind: 'app';
      readonly path: string;
      readonly title: string;
      readonly noindex: boolean;
      readonly content: ContentRef | null;
    }
  | { readonly kind: 'content'; readonly path: string; readonly ref: ContentRef }
  | { readonly kind: 'not-found' };
