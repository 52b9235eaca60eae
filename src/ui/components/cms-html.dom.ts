import {
  CMS_MAX_DEPTH,
  cmsElementRule,
  isAllowedCmsAttribute,
} from '../../domain/content/cms-html.rules';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** Where rich text is parsed (inert: no script runs, no image loads) and written out again. */
export interface CmsHtmlDom {
  parse(html: string): Element;
  serialize(body: Element): string;
}

let dom: CmsHtmlDom = {
  parse: (html) => new DOMParser().parseFromString(html, 'text/html').body,
  serialize: (body) => body.innerHTML,
};

/** The server's render has no DOMParser: it brings a DOM of its own, once for the process. */
export const setCmsHtmlDom = (serverDom: CmsHtmlDom): void => {
  dom = serverDom;
};

/** Keeps the allowed elements and attributes of `parent`'s subtree (see cms-html.rules). */
function clean(parent: Element, depth: number): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === TEXT_NODE) continue;
    const element = node as Element;
    const rule = node.nodeType === ELEMENT_NODE ? cmsElementRule(element.localName) : 'drop';
    // Comments and processing instructions go, and so does anything nested too deep.
    if (rule === 'drop' || depth >= CMS_MAX_DEPTH) {
      parent.removeChild(node);
      continue;
    }
    clean(element, depth + 1);
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
  const body = dom.parse(html);
  clean(body, 0);
  return dom.serialize(body);
}
