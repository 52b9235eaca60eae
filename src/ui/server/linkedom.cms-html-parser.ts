import { DOMParser } from 'linkedom';
import type { CmsHtmlParser } from '../components/cms-html.dom';

/**
 * Rich text parsed on the server (linkedom: a DOM without a browser), for the same sanitiser the
 * browser runs over its own DOMParser. The fragment goes into a whole document, as a browser's
 * parser would put it.
 */
export const linkedomCmsHtmlParser: CmsHtmlParser = (html) =>
  new DOMParser().parseFromString(
    `<!doctype html><html><head></head><body>${html}</body></html>`,
    'text/html',
  ).body as unknown as Element;
