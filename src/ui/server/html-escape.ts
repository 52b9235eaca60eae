/** Text safe inside an element: `&`, `<` and `>` escaped (and no-break spaces kept visible). */
export const escapeText = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');

/** A value safe inside a double-quoted attribute. */
export const escapeAttribute = (value: string): string => escapeText(value).replace(/"/g, '&quot;');
