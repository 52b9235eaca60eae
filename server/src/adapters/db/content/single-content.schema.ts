// Decodes the singles' JSON documents. Editors' content is decoded leniently: a missing or malformed
// field falls back to empty, and a malformed list entry is dropped, so one slip does not take the
// footer (on every page) down. Links must be http(s): a `javascript:` URL never reaches a page.
import * as z from 'zod';
import type {
  LogoImage,
  SiteFooterContent,
  SocialLink,
  StickyBarContent,
} from '../../../domain/content/singles.ts';
import { SOCIAL_NETWORKS } from '../../../domain/content/singles.ts';
import { mediaUrl } from '../../../domain/content/media.rules.ts';

const webUrl = z.string().regex(/^https?:\/\/[^\s]+$/i);
const text = z.string().catch('');
const list = z.array(z.unknown()).catch([]);

const socialLinkSchema = z.object({
  socialNetwork: z.enum(SOCIAL_NETWORKS),
  socialLinkProfileUrl: webUrl,
});

/** `{path}` for an uploaded file, or `{url}` (http(s) or shop-relative) for one elsewhere. */
const logoSchema = z.union([
  z.object({
    path: z.string().regex(/^(?!.*\.\.)[\w./ -]+$/),
    alt: text.optional(),
  }),
  z.object({ url: z.union([webUrl, z.string().regex(/^\/(?!\/)\S*$/)]), alt: text.optional() }),
]);

function decodeEach<T>(items: readonly unknown[], schema: z.ZodType<T>): T[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const siteFooterSchema = z.object({
  blurbText: text,
  socialLinks: list,
  genericLogoImages: list,
  copyrightText: text,
});

const stickyBarSchema = z.object({
  isEnabled: z.boolean().catch(false),
  stickyBarRichTextContent: text,
  stickyBarRichTextContentSecondary: text,
});

export function decodeSiteFooter(data: unknown): SiteFooterContent {
  const footer = siteFooterSchema.catch(siteFooterSchema.parse({})).parse(data ?? {});
  return {
    blurbText: footer.blurbText,
    socialLinks: decodeEach<SocialLink>(footer.socialLinks, socialLinkSchema),
    genericLogoImages: decodeEach(footer.genericLogoImages, logoSchema).map((logo): LogoImage => ({
      url: 'path' in logo ? mediaUrl(logo.path) : logo.url,
      alt: logo.alt ?? '',
    })),
    copyrightText: footer.copyrightText,
  };
}

export function decodeStickyBar(data: unknown): StickyBarContent {
  return stickyBarSchema.catch(stickyBarSchema.parse({})).parse(data ?? {});
}
