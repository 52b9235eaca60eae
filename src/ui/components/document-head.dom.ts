import { MANAGED_META } from '../../domain/seo/document-head.rules';
import type { HeadTags, MetaAttribute } from '../../domain/seo/document-head';

const metaSelector = (attribute: MetaAttribute, key: string) => `meta[${attribute}="${key}"]`;

const setMeta = (attribute: MetaAttribute, key: string, content: string | undefined) => {
  const [first, ...extra] = document.head.querySelectorAll(metaSelector(attribute, key));
  for (const tag of extra) tag.remove();
  if (content === undefined) {
    first?.remove();
    return;
  }
  const tag = first ?? document.head.appendChild(document.createElement('meta'));
  tag.setAttribute(attribute, key);
  tag.setAttribute('content', content);
};

const setCanonical = (href: string | null) => {
  const [first, ...extra] = document.head.querySelectorAll('link[rel="canonical"]');
  for (const tag of extra) tag.remove();
  if (href === null) {
    first?.remove();
    return;
  }
  const link = first ?? document.head.appendChild(document.createElement('link'));
  link.setAttribute('rel', 'canonical');
  link.setAttribute('href', href);
};

const JSON_LD = 'script[type="application/ld+json"]';

export const removeJsonLd = () => {
  for (const tag of document.head.querySelectorAll(JSON_LD)) tag.remove();
};

const setJsonLd = (json: string | null) => {
  const [first, ...extra] = document.head.querySelectorAll(JSON_LD);
  for (const tag of extra) tag.remove();
  if (json === null) {
    first?.remove();
    return;
  }
  const script = first ?? document.head.appendChild(document.createElement('script'));
  script.setAttribute('type', 'application/ld+json');
  if (script.textContent !== json) script.textContent = json;
};

/**
 * Makes the head hold exactly these tags: the server's tags for the first page are updated in
 * place, never duplicated, and tags the screen does not have are removed.
 */
export const applyHeadTags = (tags: HeadTags) => {
  document.title = tags.title;
  const wanted = new Map(tags.metas.map((tag) => [`${tag.attribute}:${tag.key}`, tag.content]));
  for (const { attribute, key } of MANAGED_META)
    setMeta(attribute, key, wanted.get(`${attribute}:${key}`));
  setCanonical(tags.canonical);
  setJsonLd(tags.jsonLd);
};
