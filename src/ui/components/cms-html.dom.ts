import { cmsElementRule, isAllowedCmsAttribute } from '../../domain/content/cms-html.rules';

/** Keeps the allowed elements and attributes of `parent`'s subtree (see cms-html.rules). */
function clean(parent: Element): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE) continue;
    if (!(node instanceof Element)) {
      node.remove(); // comments, processing instructions
      continue;
    }
    const rule = cmsElementRule(node.localName);
    if (rule === 'drop') {
      node.remove();
      continue;
    }
    clean(node);
    if (rule === 'unwrap') {
      node.replaceWith(...node.childNodes);
      continue;
    }
    for (const { name, value } of [...node.attributes])
      if (!isAllowedCmsAttribute(node.localName, name, value)) node.removeAttribute(name);
  }
}

/**
 * Rich text from the content system, cleaned before it reaches the page: parsed in an inert document
 * (no script runs, no image loads), pruned to the allowlist, serialised again.
 */
export function sanitizeCmsHtml(html: string): string {
  if (html === '') return html;
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  clean(body);
  return body.innerHTML;
}
