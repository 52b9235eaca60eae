import { removeProductMeta } from '../text/text.rules';

export const PRODUCT_CARD_VISIBLE_LINKS = 3;
export const LINK_TEXT_MAX_CHARS = 25;
export const SHOW_MORE_LABEL = 'show more';
export const SHOW_LESS_LABEL = 'show less';

/** The first 3 child links, or all of them once expanded. */
export const visibleChildLinks = <T>(links: readonly T[], expanded: boolean): readonly T[] =>
  expanded ? links : links.slice(0, PRODUCT_CARD_VISIBLE_LINKS);

/** 'show more' when links are hidden, 'show less' once expanded, nothing when all fit. */
export const childLinksToggle = (
  linkCount: number,
  expanded: boolean,
): typeof SHOW_MORE_LABEL | typeof SHOW_LESS_LABEL | null => {
  if (linkCount <= PRODUCT_CARD_VISIBLE_LINKS) return null;
  return expanded ? SHOW_LESS_LABEL : SHOW_MORE_LABEL;
};

/**
 * Link text is cut at 25 characters (code points, so no emoji is split) and an ellipsis "…" is
 * appended, so a reader knows the text goes on; text of 25 characters or fewer is left whole.
 * Trailing spaces before the ellipsis are dropped.
 */
export const cutLinkText = (text: string, maxChars: number = LINK_TEXT_MAX_CHARS): string => {
  const chars = Array.from(text);
  return chars.length <= maxChars ? text : `${chars.slice(0, maxChars).join('').trimEnd()}…`;
};

/**
 * A product link's text: the product's name without its SKU, Size and Pack fragments (which 25
 * characters have no room for, and which the product page shows anyway), then cut.
 */
export const productLinkText = (title: string): string => cutLinkText(removeProductMeta(title));
