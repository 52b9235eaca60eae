import type { ContentMetadata, OpenGraphType, PageHead } from './page-metadata.ts';
import { excerpt, plainText } from './text-excerpt.rules.ts';

export const NOT_FOUND_TITLE = 'Page not found';

/**
 * `<item> | <shop>`; the shop alone when the item has no title of its own or is the shop itself, and
 * the item's title as it is when an editor already ended its SEO title with the shop's name.
 */
export function documentTitle(title: string, shopName: string): string {
  const own = title.trim();
  if (own === '' || own === shopName) return shopName;
  return own.endsWith(`| ${shopName}`) ? own : `${own} | ${shopName}`;
}

/** The SEO description when there is one, else the start of the content's text. */
export function describe(meta: ContentMetadata): string {
  const seo = meta.seoDescription ? plainText(meta.seoDescription) : '';
  return excerpt(seo || plainText(meta.bodyHtml));
}

const OPEN_GRAPH_TYPES: Readonly<Record<ContentMetadata['kind'], OpenGraphType>> = {
  product: 'product',
  post: 'article',
  'case-study': 'article',
  page: 'website',
  category: 'website',
  'blog-category': 'website',
};

export function contentHead(meta: ContentMetadata, path: string, shopName: string): PageHead {
  const title = (meta.seoTitle ?? '').trim() || meta.title;
  const description = describe(meta);
  return {
    status: 200,
    title: documentTitle(title, shopName),
    description: description || null,
    noindex: false,
    canonicalPath: path,
    openGraph: {
      type: OPEN_GRAPH_TYPES[meta.kind],
      title,
      image: meta.image,
      publishedAt: meta.publishedAt,
      modifiedAt: meta.modifiedAt,
    },
    product:
      meta.kind === 'product'
        ? { name: meta.title, description, image: meta.image, offer: meta.offer }
        : null,
    leadImage: meta.leadImage,
  };
}

export function appScreenHead(
  screen: { readonly path: string; readonly title: string; readonly noindex: boolean },
  shopName: string,
): PageHead {
  return {
    status: 200,
    title: documentTitle(screen.title, shopName),
    description: null,
    noindex: screen.noindex,
    canonicalPath: screen.noindex ? null : screen.path,
    openGraph: screen.noindex
      ? null
      : {
          type: 'website',
          title: screen.title || shopName,
          image: null,
          publishedAt: null,
          modifiedAt: null,
        },
    product: null,
    leadImage: null,
  };
}

/** Every unknown URL still gets the app (it renders its own 404 page), with a 404 status for crawlers. */
export const notFoundHead = (shopName: string): PageHead => ({
  status: 404,
  title: documentTitle(NOT_FOUND_TITLE, shopName),
  description: null,
  noindex: true,
  canonicalPath: null,
  openGraph: null,
  product: null,
  leadImage: null,
});
