// Content as the importer reads it from a content folder, after validation: plain data, prices already in
// minor units, HTML not yet sanitised. Every top-level item remembers its file so a later check (a
// dangling reference, a duplicate key) can say where to look.

/** The file an item came from, relative to the content folder (`products/tools/drill.yaml`). */
export interface Sourced {
  readonly source: string;
}

/** How to draw an image that is not in the folder's `media/` (see the importer's templates). */
export interface GeneratedImageSpec {
  readonly template: 'product' | 'banner' | 'logo';
  /** `#rrggbb`; each template has a default. */
  readonly color?: string | undefined;
  /** A pictogram name the template knows (drill, wrench, bolt...). */
  readonly shape?: string | undefined;
  /** Initials on a product card, the name on a banner or a logo. */
  readonly label?: string | undefined;
}

/** An image by its path under the uploads directory (also its path under the folder's `media/`). */
export interface ImageRef {
  readonly path: string;
  readonly alt: string;
  readonly generate?: GeneratedImageSpec | undefined;
}

export interface Seo {
  readonly title?: string | undefined;
  readonly description?: string | undefined;
}

export interface CategoryContent extends Sourced {
  readonly slug: string;
  readonly title: string;
  readonly descriptionHtml: string;
  readonly image?: ImageRef | undefined;
  readonly sortOrder: number;
}

export interface VariantContent {
  readonly sku: string;
  readonly title: string;
  readonly priceMinor: number;
  readonly salePriceMinor: number | null;
  /** null = stock is not tracked. */
  readonly stock: number | null;
  readonly options: Readonly<Record<string, string>>;
  readonly isDefault: boolean;
  readonly weightGrams: number | null;
}

export interface ProductContent extends Sourced {
  readonly slug: string;
  readonly title: string;
  readonly categorySlug: string | null;
  readonly descriptionHtml: string;
  readonly callForQuote: boolean;
  readonly enabled: boolean;
  readonly sortOrder: number;
  readonly seo: Seo;
  readonly images: readonly ImageRef[];
  readonly variants: readonly VariantContent[];
}

export interface HeroBlock {
  readonly type: 'hero';
  readonly heading: string;
  readonly text: string;
  readonly image?: ImageRef | undefined;
  readonly cta?: { readonly label: string; readonly url: string } | undefined;
}
export interface RichTextBlock {
  readonly type: 'richText';
  readonly html: string;
}
export interface ImageBlock extends ImageRef {
  readonly type: 'image';
  readonly caption?: string | undefined;
}
export interface CtaBlock {
  readonly type: 'cta';
  readonly heading: string;
  readonly text: string;
  readonly label: string;
  readonly url: string;
}
/** Hand-picked products and/or a category's first products; `limit` caps the grid (default 8). */
export interface ProductGridBlock {
  readonly type: 'productGrid';
  readonly heading: string;
  readonly productSlugs?: readonly string[] | undefined;
  readonly categorySlug?: string | undefined;
  readonly limit?: number | undefined;
}
export interface FaqBlock {
  readonly type: 'faq';
  readonly heading: string;
  readonly items: readonly { readonly question: string; readonly answerHtml: string }[];
}
export interface FeaturesBlock {
  readonly type: 'features';
  readonly heading: string;
  readonly items: readonly {
    readonly title: string;
    readonly text: string;
    readonly icon?: ImageRef | undefined;
  }[];
}
export interface LogosBlock {
  readonly type: 'logos';
  readonly heading: string;
  readonly images: readonly ImageRef[];
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

export interface PageContent extends Sourced {
  /** '' is the home page; otherwise slash-separated segments without a leading slash. */
  readonly uri: string;
  readonly title: string;
  readonly seo: Seo;
  readonly blocks: readonly PageBlock[];
}

export interface BlogCategoryContent extends Sourced {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  readonly sortOrder: number;
}

export interface BlogPostContent extends Sourced {
  readonly slug: string;
  readonly title: string;
  readonly categorySlug: string;
  readonly author: string;
  readonly publishedAt: Date;
  readonly excerpt: string;
  readonly bodyHtml: string;
  readonly image?: ImageRef | undefined;
  readonly seo: Seo;
}

export interface CaseStudyContent extends Sourced {
  readonly slug: string;
  readonly title: string;
  readonly client: string;
  readonly industry: string;
  readonly summary: string;
  readonly bodyHtml: string;
  readonly image?: ImageRef | undefined;
  readonly publishedAt: Date;
  readonly seo: Seo;
}

/** What a navigation node points at: a site path or URL, nothing (a heading), or a product. */
export type MenuLink =
  | { readonly kind: 'uri'; readonly uri: string }
  | { readonly kind: 'passive' }
  | { readonly kind: 'product'; readonly productSlug: string };

export interface MenuNodeContent {
  readonly title: string;
  readonly link: MenuLink;
  readonly newWindow: boolean;
  readonly displayAsButton: boolean;
  readonly displayInRed: boolean;
  readonly displayAsGrid: boolean;
  readonly typeLabel: string;
  readonly svgIcon?: ImageRef | undefined;
  readonly featuredImage?: ImageRef | undefined;
  readonly children: readonly MenuNodeContent[];
}

export interface MenuContent extends Sourced {
  readonly handle: string;
  readonly nodes: readonly MenuNodeContent[];
}

export type SocialNetwork = 'instagram' | 'facebook' | 'linkedin' | 'xTwitter' | 'youtube';

export interface SiteFooterSingle extends Sourced {
  readonly handle: 'site-footer';
  readonly blurbText: string;
  readonly socialLinks: readonly {
    readonly socialNetwork: SocialNetwork;
    readonly socialLinkProfileUrl: string;
  }[];
  readonly genericLogoImages: readonly ImageRef[];
  readonly copyrightText: string;
}

export interface StickyBarSingle extends Sourced {
  readonly handle: 'sticky-bar-cta';
  readonly isEnabled: boolean;
  readonly stickyBarRichTextContent: string;
  readonly stickyBarRichTextContentSecondary: string;
}

export type SingleContent = SiteFooterSingle | StickyBarSingle;

export interface CountryContent extends Sourced {
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  readonly name: string;
  readonly enabled: boolean;
  readonly sortOrder: number;
  readonly states: readonly { readonly code: string; readonly name: string }[];
}

export interface GatewayContent extends Sourced {
  readonly handle: string;
  readonly name: string;
  readonly type: 'dummy' | 'manual';
  readonly paymentType: 'purchase' | 'authorize';
  readonly sortOrder: number;
  readonly frontendEnabled: boolean;
  readonly settings: Readonly<Record<string, string | number | boolean>>;
}

export interface ContentBundle {
  readonly categories: readonly CategoryContent[];
  readonly products: readonly ProductContent[];
  readonly pages: readonly PageContent[];
  readonly blogCategories: readonly BlogCategoryContent[];
  readonly blogPosts: readonly BlogPostContent[];
  readonly caseStudies: readonly CaseStudyContent[];
  readonly menus: readonly MenuContent[];
  readonly singles: readonly SingleContent[];
  readonly countries: readonly CountryContent[];
  readonly gateways: readonly GatewayContent[];
}

export type ContentKind = keyof ContentBundle;
