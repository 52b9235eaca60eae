// What the site search indexes for each imported element: its storefront path (no leading slash), its
// title, and plain text from its sanitised HTML and other words a shopper might type (SKUs, options).
import { productUri } from '../catalog/product.rules.ts';
import type { ContentBundle, PageBlock } from './content.ts';
import { collapseWhitespace, htmlToPlainText } from './plain-text.rules.ts';

/** The search API's type names, stored as they are answered. */
export type SearchElementType = 'product' | 'page' | 'post' | 'case-study';

export interface SearchEntry {
  readonly elementType: SearchElementType;
  /** The element's natural key (slug, or uri for pages), which the store turns into its id. */
  readonly key: string;
  readonly uri: string;
  readonly title: string;
  readonly body: string;
  /** Path under the uploads directory of the image shown beside a result. */
  readonly imagePath: string | null;
}

const joinText = (parts: readonly (string | undefined)[]): string =>
  collapseWhitespace(parts.filter((part) => part !== undefined && part !== '').join(' '));

function blockText(block: PageBlock): string {
  switch (block.type) {
    case 'hero':
      return joinText([block.heading, block.text]);
    case 'richText':
      return htmlToPlainText(block.html);
    case 'image':
      return joinText([block.caption]);
    case 'cta':
      return joinText([block.heading, block.text]);
    case 'faq':
      return joinText(
        block.items.flatMap((item) => [item.question, htmlToPlainText(item.answerHtml)]),
      );
    case 'features':
      return joinText([block.heading, ...block.items.flatMap((item) => [item.title, item.text])]);
    case 'quote':
      return joinText([block.text, block.author]);
    case 'contactDetails':
      return joinText([block.heading, block.email, block.phone, ...block.addressLines]);
    case 'productGrid':
    case 'logos':
      return joinText([block.heading]);
  }
}

function pageImage(blocks: readonly PageBlock[]): string | null {
  for (const block of blocks) {
    if (block.type === 'hero' && block.image) return block.image.path;
    if (block.type === 'image') return block.path;
  }
  return null;
}

/** Expects sanitised HTML: the text is what a reader of the page would see. */
export function searchEntriesOf(bundle: ContentBundle): SearchEntry[] {
  const categoryTitles = new Map(bundle.categories.map((c) => [c.slug, c.title]));
  return [
    ...bundle.products.map((product): SearchEntry => ({
      elementType: 'product',
      key: product.slug,
      uri: productUri(product),
      title: product.title,
      body: joinText([
        htmlToPlainText(product.descriptionHtml),
        product.categorySlug === null ? undefined : categoryTitles.get(product.categorySlug),
        // A variant's title usually repeats its options: each phrase once is enough.
        ...new Set(product.variants.flatMap((v) => [v.sku, v.title, ...Object.values(v.options)])),
      ]),
      imagePath: product.images[0]?.path ?? null,
    })),
    ...bundle.pages.map((page): SearchEntry => ({
      elementType: 'page',
      key: page.uri,
      uri: page.uri,
      title: page.title,
      body: joinText(page.blocks.map(blockText)),
      imagePath: pageImage(page.blocks),
    })),
    ...bundle.blogPosts.map((post): SearchEntry => ({
      elementType: 'post',
      key: post.slug,
      uri: `blog/${post.slug}`,
      title: post.title,
      body: joinText([post.excerpt, htmlToPlainText(post.bodyHtml), post.author]),
      imagePath: post.image?.path ?? null,
    })),
    ...bundle.caseStudies.map((study): SearchEntry => ({
      elementType: 'case-study',
      key: study.slug,
      uri: `case-studies/${study.slug}`,
      title: study.title,
      body: joinText([
        study.client,
        study.industry,
        study.summary,
        htmlToPlainText(study.bodyHtml),
      ]),
      imagePath: study.image?.path ?? null,
    })),
  ];
}
