import type { ResponsiveImage } from '../../domain/layout/responsive-image.rules';
import type { DocumentHeadInput, SiteIdentity } from '../../domain/seo/document-head';
import { headTags } from '../../domain/seo/document-head.rules';
import type { HeadSink } from '../app/head/head-sink';
import { headMarkup, imagePreloadMarkup } from './head-markup';

/** The head a render wrote for its page, as HTML for the shell's <head>. */
export interface RenderedHead {
  readonly status: 200 | 404;
  /** before the page's scripts: the main picture's preload */
  readonly early: readonly string[];
  /** title, description, robots, canonical, Open Graph, Twitter and JSON-LD */
  readonly tags: readonly string[];
  /** whether `tags` holds a description (the shell's own then goes) */
  readonly describes: boolean;
}

/** One render's head sink, and what it gathered; null when no screen described itself. */
export const headCollector = (site: SiteIdentity) => {
  let input: DocumentHeadInput | null = null;
  let lead: ResponsiveImage | null = null;
  let status: 200 | 404 = 200;
  const sink: HeadSink = {
    describe: (screen) => {
      input = screen;
    },
    leadImage: (sources) => {
      lead ??= sources;
    },
    notFound: () => {
      status = 404;
    },
  };
  const head = (): RenderedHead | null => {
    if (input === null) return null;
    const tags = headTags(input, site);
    return {
      status,
      early: lead === null ? [] : [imagePreloadMarkup(lead)],
      tags: headMarkup(tags),
      describes: tags.metas.some((tag) => tag.key === 'description'),
    };
  };
  return { sink, head };
};
