import { hasControlCharacter } from '../shared/guards';
import { err, ok, type Result } from '../shared/result';

export type RouteParamError = { readonly kind: 'invalid-route-param'; readonly value: string };

/**
 * A plain segment: non-empty, no slash, not "." or "..", and nothing that ends a path
 * (? and #) or is invisible (control characters).
 */
export const isPlainSegment = (value: string): boolean =>
  value !== '' &&
  value !== '.' &&
  value !== '..' &&
  !/[/?#\\]/.test(value) &&
  !hasControlCharacter(value);

/** The slug of /blog/{slug}, /case-studies/{slug}, /product/{slug}; and an order's {number}. */
export const parseSegmentParam = (value: string): Result<string, RouteParamError> =>
  isPlainSegment(value) ? ok(value) : err({ kind: 'invalid-route-param', value });

/** /products/{slug} may span several segments ("tools/hand/saws"): each one must be plain. */
export const parseProductsSlug = (value: string): Result<string, RouteParamError> =>
  value.split('/').every(isPlainSegment) ? ok(value) : err({ kind: 'invalid-route-param', value });
