import type { ResponsiveImage } from '../../domain/layout/responsive-image.rules';
import type { HeadTags } from '../../domain/seo/document-head';
import { escapeAttribute, escapeText } from './html-escape';

/**
 * The head tags of a screen as HTML, the same tags the browser keeps in step with the screen
 * (document-head.dom.ts) after the first page; the JSON-LD is already script-safe (headTags).
 */
export const headMarkup = (tags: HeadTags): string[] => [
  `<title>${escapeText(tags.title)}</title>`,
  ...tags.metas.map(
    (tag) =>
      `<meta ${tag.attribute}="${escapeAttribute(tag.key)}" content="${escapeAttribute(tag.content)}">`,
  ),
  ...(tags.canonical === null
    ? []
    : [`<link rel="canonical" href="${escapeAttribute(tags.canonical)}">`]),
  ...(tags.jsonLd === null ? [] : [`<script type="application/ld+json">${tags.jsonLd}</script>`]),
];

/**
 * The main picture's preload: the very file, candidates and sizes its <img> asks for, so the
 * browser fetches it first and once.
 */
export const imagePreloadMarkup = (image: ResponsiveImage): string => {
  const candidates =
    image.srcSet === null
      ? ''
      : ` imagesrcset="${escapeAttribute(image.srcSet)}" imagesizes="${escapeAttribute(image.sizes ?? '100vw')}"`;
  return `<link rel="preload" as="image" href="${escapeAttribute(image.src)}"${candidates} fetchpriority="high">`;
};
