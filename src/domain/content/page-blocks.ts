import type { ImageAsset } from './content';

/** A link a block points to: a site path, or an absolute http(s), mailto: or tel: URL. */
export interface BlockLink {
  readonly label: string;
  readonly url: string;
}

/** A product as a page's product grid shows it (a card, not the whole product). */
export interface GridProduct {
  readonly id: number;
  readonly title: string;
  /** path without a leading slash, e.g. "products/oak-chair" */
  readonly uri: string;
  readonly price: number;
  /** null when not on sale */
  readonly salePrice: number | null;
  readonly callForQuote: boolean;
  readonly inStock: boolean;
  readonly image: ImageAsset | null;
}

export interface HeroBlock {
  readonly type: 'hero';
  readonly heading: string;
  readonly text: string;
  readonly image: ImageAsset | null;
  readonly cta: BlockLink | null;
}

export interface RichTextBlock {
  readonly type: 'richText';
  /** sanitised HTML */
  readonly html: string;
}

export interface ImageBlock {
  readonly type: 'image';
  readonly image: ImageAsset;
  readonly caption: string | null;
}

export interface CtaBlock {
  readonly type: 'cta';
  readonly heading: string;
  readonly text: string;
  readonly link: BlockLink;
}

export interface ProductGridBlock {
  readonly type: 'productGrid';
  readonly heading: string;
  readonly products: readonly GridProduct[];
}

export interface FaqBlock {
  readonly type: 'faq';
  readonly heading: string;
  /** answers are sanitised HTML */
  readonly items: readonly { readonly question: string; readonly answerHtml: string }[];
}

export interface FeaturesBlock {
  readonly type: 'features';
  readonly heading: string;
  readonly items: readonly {
    readonly title: string;
    readonly text: string;
    readonly icon: ImageAsset | null;
  }[];
}

export interface LogosBlock {
  readonly type: 'logos';
  readonly heading: string;
  readonly images: readonly ImageAsset[];
}

export interface QuoteBlock {
  readonly type: 'quote';
  readonly text: string;
  readonly author: string;
}

export interface ContactDetailsBlock {
  readonly type: 'contactDetails';
  readonly heading: string;
  readonly email: string;
  readonly phone: string;
  readonly addressLines: readonly string[];
  readonly openingHours: readonly string[];
}

/** Every block type the content system has. */
export type PageBlock =
  | HeroBlock
  | RichTextBlock
  | ImageBlock
  | CtaBlock
  | ProductGridBlock
  | FaqBlock
  | FeaturesBlock
  | LogosBlock
  | QuoteBlock
  | ContactDetailsBlock;
