import * as z from 'zod/mini';

const text = z.optional(z.nullable(z.string()));
const flag = z.optional(z.nullable(z.boolean()));
const assets = z.optional(z.nullable(z.array(z.object({ url: z.string() }))));

export interface NavigationNodeJson {
  readonly id: number;
  readonly title: string;
  readonly nodeUri?: string | null;
  readonly newWindow?: boolean | null;
  readonly displayAsButton?: boolean | null;
  readonly displayInRed?: boolean | null;
  readonly displayAsGrid?: boolean | null;
  readonly typeLabel?: string | null;
  readonly svgIcon?: readonly { readonly url: string }[] | null;
  readonly featuredImage?: readonly { readonly url: string }[] | null;
  readonly element?: { readonly defaultVariantId?: number | null } | null;
  readonly children?: readonly NavigationNodeJson[] | null;
}

/** A Craft Navigation node (mainNavigation_Node), nested to any depth. */
export const navigationNodeSchema: z.ZodMiniType<NavigationNodeJson> = z.object({
  id: z.number(),
  title: z.string(),
  nodeUri: text,
  newWindow: flag,
  displayAsButton: flag,
  displayInRed: flag,
  displayAsGrid: flag,
  typeLabel: text,
  svgIcon: assets,
  featuredImage: assets,
  element: z.optional(
    z.nullable(z.object({ defaultVariantId: z.optional(z.nullable(z.number())) })),
  ),
  get children() {
    return z.optional(z.nullable(z.array(navigationNodeSchema)));
  },
});

/** GET /api/v1/menus/{handle}: an Element API collection of nodes. */
export const menuSchema = z.object({ data: z.array(navigationNodeSchema) });

export interface FooterMenuItemJson {
  readonly title: string;
  readonly nodeUri?: string | null;
  readonly newWindow?: boolean | null;
  readonly typeLabel?: string | null;
  readonly children?: readonly FooterMenuItemJson[] | null;
}

export const footerMenuItemSchema: z.ZodMiniType<FooterMenuItemJson> = z.object({
  title: z.string(),
  nodeUri: text,
  newWindow: flag,
  typeLabel: text,
  get children() {
    return z.optional(z.nullable(z.array(footerMenuItemSchema)));
  },
});

/** The footer menus are node collections too; the footer reads only its items' own fields. */
export const footerMenuSchema = z.object({ data: z.array(footerMenuItemSchema) });

/** GET /api/v1/singles/site-footer */
export const siteFooterSchema = z.object({
  blurbText: text,
  socialLinks: z.optional(
    z.nullable(z.array(z.object({ socialNetwork: z.string(), socialLinkProfileUrl: z.string() }))),
  ),
  genericLogoImages: z.optional(z.nullable(z.array(z.object({ url: z.string(), alt: text })))),
  copyrightText: text,
  menus: z.optional(z.nullable(z.array(footerMenuItemSchema))),
});

/** GET /api/v1/singles/sticky-bar-cta */
export const stickyBarSchema = z.object({
  isEnabled: flag,
  stickyBarRichTextContent: text,
  stickyBarRichTextContentSecondary: text,
});

export type SiteFooterJson = z.infer<typeof siteFooterSchema>;
export type StickyBarJson = z.infer<typeof stickyBarSchema>;
