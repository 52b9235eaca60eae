import * as z from 'zod';
import type { CaseStudyContent } from '../../../domain/content/content.ts';
import { date, html, image, seo, simpleSlug, text, type Unsourced } from './shared.schema.ts';

export const caseStudyFile = z
  .strictObject({
    title: text,
    slug: simpleSlug,
    client: text,
    industry: text,
    summary: text,
    body: html,
    image: image.optional(),
    publishedAt: date,
    seo,
  })
  .transform(({ body, ...study }): Unsourced<CaseStudyContent> => ({ ...study, bodyHtml: body }));
