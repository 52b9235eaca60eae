import { cmsElementRule, isAllowedCmsAttribute } from '../../domain/content/cms-html.rules';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Parses rich text into an inert document (no script runs, no image loads) and answers its body. */
export type CmsHtmlParser = (html: string) => Element;

let parseBody: CmsHtmlParser = (html) => new DOMParser().parseFromString(html, 'text/html').body;

/** The server's render has no DOMParser: it brings a parser of its own, once for the process. */
export const setCmsHtmlParser = (parser: CmsHtmlParser): void => {
  parseBody = parser;
};

/** Keeps the allowed elements and attributes of `parent`'s subtree (see cms-html.rules). */
function clean(parent: Element): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === TEXT_NODE) continue;
    if (node.nodeType !== ELEMENT_NODE) {
      node.parentNode?.removeChild(node); // comments, processing instructions
      continue;
    }
    const element = node as Element;
    const rule = cmsElementRule(element.localName);
    if (rule === 'drop') {
      element.remove();
      continue;
    }
    clean(element);
    if (rule === 'unwrap') {
      element.replaceWith(...element.childNodes);
      continue;
    }
    for (const { name, value } of [...element.attributes])
      if (!isAllowedCmsAttribute(element.localName, name, value)) element.removeAttribute(name);
  }
}

/**
 * Rich text from the content system, cleaned before it reaches the page: parsed in an inert document
 * (no script runs, no image loads), pruned to the allowlist, serialised again.
 */
export function sanitizeCmsHtml(html: string): string {
  if (html === '') return html;
  const body = parseBody(html);
  clean(body);
  return body.innerHTML;
}
