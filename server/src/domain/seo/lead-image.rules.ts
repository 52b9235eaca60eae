// The page's main (LCP) picture, announced in the HTML head so the browser fetches it before the app
// has run. The preload must name exactly the file the storefront's <img> then picks, or the picture
// is downloaded twice: the candidates and `sizes` below mirror the storefront's image rule
// (src/domain/layout/responsive-image.rules.ts) and its components' `sizes`; a storefront test
// (tests/ui/lead-image-preload.test.tsx) renders those components and pins both to each other.
import type { PreviewImage } from './page-metadata.ts';

/** Where the lead picture sits: each place is laid out, and so sized, its own way. */
export type LeadImageLayout =
  'hero' | 'content-image' | 'article' | 'product-main' | 'product-card';

export interface LeadImage {
  readonly image: PreviewImage;
  readonly layout: LeadImageLayout;
}

/**
 * `sizes` of the storefront's <img> in each place (HeroBlock, ImageBlock, ArticleImage, ProductGallery,
 * and ProductCard for a listing's first card).
 */
export const LEAD_IMAGE_SIZES: Readonly<Record<LeadImageLayout, string>> = {
  hero: '(min-width: 1200px) 576px, (min-width: 768px) 50vw, 100vw',
  'content-image': '(min-width: 1200px) 1200px, 100vw',
  article: '(min-width: 820px) 772px, 100vw',
  'product-main': '(min-width: 1200px) 570px, (min-width: 768px) 50vw, 100vw',
  'product-card':
    '(min-width: 1200px) 360px, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw',
};

/** The storefront's breakpoints (px) at densities 1 and 2: the widths `/img/` resizes to. */
const BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536] as const;
const DENSITIES = [1, 2] as const;
export const PRELOAD_WIDTHS: readonly number[] = [
  ...new Set(BREAKPOINTS.flatMap((width) => DENSITIES.map((density) => width * density))),
].sort((a, b) => a - b);
/** The `src` fallback of a layout-driven image: the lg breakpoint. */
const FALLBACK_WIDTH = 1024;

/** What a `<link rel="preload" as="image">` carries; no srcset for pictures drawn at any size (SVG). */
export interface ImagePreload {
  readonly href: string;
  readonly srcset: string | null;
  readonly sizes: string | null;
}

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

const resized = (segments: readonly string[], width: number): string =>
  `/img/${segments.map(encodeURIComponent).join('/')}?w=${width}`;

/**
 * The preload for a page's lead picture, or null when the storefront would not load it from this
 * shop's `/img/` (a URL entered as it is: another host, whose file and timing we do not control).
 */
export function leadImagePreload(lead: LeadImage): ImagePreload | null {
  if (lead.image.kind !== 'upload') return null;
  const segments = segmentsOf(lead.image.path);
  if (segments.length === 0) return null;
  if (/\.svg$/i.test(lead.image.path))
    return {
      href: `/img/${segments.map(encodeURIComponent).join('/')}`,
      srcset: null,
      sizes: null,
    };
  return {
    href: resized(segments, FALLBACK_WIDTH),
    srcset: PRELOAD_WIDTHS.map((width) => `${resized(segments, width)} ${width}w`).join(', '),
    sizes: LEAD_IMAGE_SIZES[lead.layout],
  };
}
