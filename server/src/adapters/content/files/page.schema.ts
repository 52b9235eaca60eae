import * as z from 'zod';
import type { PageContent } from '../../../domain/content/content.ts';
import { isReservedPageUri, isValidPageUri } from '../../../domain/content/page-uri.rules.ts';
import { pageBlock } from './page-blocks.schema.ts';
import { seo, text, type Unsourced } from './shared.schema.ts';

export const pageFile = z
  .strictObject({
    /** '' for the home page. */
    uri: z
      .string()
      .refine(
        isValidPageUri,
        'Use "" for the home page, else lowercase segments without a leading "/"',
      )
      .refine((uri) => !isReservedPageUri(uri), 'This path belongs to a storefront route'),
    title: text,
    seo,
    blocks: z.array(pageBlock).default([]),
  })
  .transform((page): Unsourced<PageContent> => page);
