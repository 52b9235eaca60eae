import { DOMParser } from 'linkedom';
import type { CmsHtmlDom } from '../components/cms-html.dom';
import { escapeAttribute, escapeText } from './html-escape';

/** Elements with no closing tag. */
const VOID = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'source',
  'track',
  'wbr',
]);

/** Writes a cleaned tree out with every `&`, `<`, `>` and `"` escaped, in text and attributes. */
const serializeChildren = (parent: Element): string =>
  [...parent.childNodes]
    .map((node) => {
      if (node.nodeType === 3) return escapeText(node.textContent ?? '');
      if (node.nodeType !== 1) return '';
      const element = node as Element;
      const tag = element.localName;
      const attributes = [...element.attributes]
        .map(({ name, value }) => ` ${name}="${escapeAttribute(value)}"`)
        .join('');
      return VOID.has(tag)
        ? `<${tag}${attributes}>`
        : `<${tag}${attributes}>${serializeChildren(element)}</${tag}>`;
    })
    .join('');

/**
 * Rich text on the server: parsed by linkedom (a DOM without a browser) into a whole document, as a
 * browser's parser would put it, and written out by our own serialiser. linkedom's `innerHTML` leaves
 * `&` in attribute values unescaped, so `href="javascript&amp;colon;…"`, checked as harmless once
 * decoded, would reach the browser as `javascript&colon;…` and be decoded a second time there.
 */
export const linkedomCmsHtmlDom: CmsHtmlDom = {
  parse: (html) =>
    new DOMParser().parseFromString(
      `<!doctype html><html><head></head><body>${html}</body></html>`,
      'text/html',
    ).body as unknown as Element,
  serialize: serializeChildren,
};
