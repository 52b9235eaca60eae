// Craft singles the storefront reads: the footer and the sticky promo bar, told apart by `handle`.
import * as z from 'zod';
import type { SingleContent } from '../../../domain/content/content.ts';
import { html, image, text, type Unsourced } from './shared.schema.ts';

const siteFooter = z.strictObject({
  handle: z.literal('site-footer'),
  blurbText: z.string().trim().default(''),
  socialLinks: z
    .array(
      z.strictObject({
        socialNetwork: z.enum(['instagram', 'facebook', 'linkedin', 'xTwitter', 'youtube']),
        socialLinkProfileUrl: z.url({ protocol: /^https$/ }),
      }),
    )
    .max(4, 'The footer shows at most 4 social links')
    .default([]),
  genericLogoImages: z.array(image).max(6, 'The footer shows at most 6 logos').default([]),
  copyrightText: text,
});

const stickyBar = z.strictObject({
  handle: z.literal('sticky-bar-cta'),
  isEnabled: z.boolean(),
  stickyBarRichTextContent: html,
  stickyBarRichTextContentSecondary: html,
});

export const singleFile = z
  .discriminatedUnion('handle', [siteFooter, stickyBar])
  .transform((single): Unsourced<SingleContent> => single);
