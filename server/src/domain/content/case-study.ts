import type { Seo } from '../catalog/catalog-product.ts';
import type { MediaAsset } from './media.ts';

export interface CaseStudySummary {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  readonly client: string;
  readonly industry: string;
  readonly summary: string;
  readonly publishedAt: Date;
  readonly image: MediaAsset | null;
}

export interface CaseStudy extends CaseStudySummary {
  /** Sanitised HTML, as stored. */
  readonly bodyHtml: string;
  readonly seo: Seo;
  readonly dateUpdated: Date;
}
