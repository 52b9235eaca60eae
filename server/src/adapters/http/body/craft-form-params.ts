// Form field names as PHP reads them into $_POST: bracket names nest (`lineItems[5][qty]=3` →
// `{lineItems: {"5": {qty: "3"}}}`), `a[]` appends, a repeated plain name keeps its last value, and
// every value is a string. Parsed with qs; names that would reach Object.prototype (`__proto__`,
// `constructor[prototype]`, `hasOwnProperty`) are dropped, as qs does by default.
import { parse } from 'qs';
import { HttpError } from '../craft/craft-response.ts';

/** PHP's max_input_vars default. */
export const MAX_FORM_PARAMS = 1000;
/** Brackets per name; Craft's deepest params (`lineItems[5][options][a][b]`) use four. */
const MAX_FORM_DEPTH = 10;

export const NESTED_TOO_DEEPLY = 'Request params are nested too deeply.';
export const TOO_MANY_PARAMS = `Too many request params: at most ${MAX_FORM_PARAMS}.`;

const QS_OPTIONS = {
  depth: MAX_FORM_DEPTH,
  strictDepth: true,
  // Indices stay object keys, as PHP keeps them: `lineItems[5]` must not become a 1-item array.
  arrayLimit: 0,
  allowPrototypes: false,
  duplicates: 'last',
  parameterLimit: MAX_FORM_PARAMS,
} as const;

/** A form-encoded body (or query-string-shaped text) → nested params; a 400 past the limits. */
export function parseFormParams(text: string): Record<string, unknown> {
  if (text.split('&', MAX_FORM_PARAMS + 1).length > MAX_FORM_PARAMS)
    throw new HttpError(400, TOO_MANY_PARAMS);
  try {
    return parse(text, QS_OPTIONS);
  } catch (error) {
    // qs throws a RangeError only for strictDepth here (the other limits are not set to throw).
    if (error instanceof RangeError) throw new HttpError(400, NESTED_TOO_DEEPLY);
    throw error;
  }
}

/** Name/value pairs (multipart fields, in the order sent) → the same params as the form-encoded body. */
export function formParamsOf(
  pairs: readonly (readonly [string, string])[],
): Record<string, unknown> {
  const text = pairs
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return parseFormParams(text);
}
