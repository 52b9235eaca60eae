import * as z from 'zod';
import type { CountryContent } from '../../../domain/content/content.ts';
import { sortOrder, text, type Unsourced } from './shared.schema.ts';

export const countryFile = z
  .strictObject({
    code: z.string().regex(/^[A-Z]{2}$/, 'Use the ISO 3166-1 alpha-2 code (US, GB, DE)'),
    name: text,
    enabled: z.boolean().default(true),
    sortOrder,
    /** States, provinces or regions an address may name (administrativeArea). */
    states: z
      .array(
        z.strictObject({
          code: z.string().regex(/^[A-Z0-9]{1,3}$/, 'Use the subdivision code without the country'),
          name: text,
        }),
      )
      .default([]),
  })
  .transform((country): Unsourced<CountryContent> => country);
