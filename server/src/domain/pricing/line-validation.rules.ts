import type { LineItemError } from './pricing.errors.ts';
import type { RefreshedLine } from './pricing.ts';

/**
 * The quantity a line is priced with: its own when it is a whole number from 1 up, else 0. A cart with
 * such a line fails validation and is not saved; pricing it as empty keeps every total well-defined.
 */
export const pricedQty = (qty: number): number => (Number.isSafeInteger(qty) && qty >= 1 ? qty : 0);

/** Commerce's line rules: qty a whole number ≥ 1, the purchasable in stock, min/max order quantity. */
export function lineErrors(line: RefreshedLine, index: number): LineItemError[] {
  if (!Number.isSafeInteger(line.qty)) return [{ kind: 'qty-not-whole', index }];
  if (line.qty < 1) return [{ kind: 'qty-below-one', index }];
  const errors: LineItemError[] = [];
  if (line.stock !== null && line.stock < 1) {
    errors.push({ kind: 'out-of-stock', index, description: line.description });
  }
  if (line.minQty !== null && line.qty < line.minQty) {
    errors.push({ kind: 'below-minimum-qty', index, minimum: line.minQty });
  }
  if (line.maxQty !== null && line.maxQty > 0 && line.qty > line.maxQty) {
    errors.push({ kind: 'above-maximum-qty', index, maximum: line.maxQty });
  }
  return errors;
}

/** Errors of every line, indexed by the line's position in the refreshed cart. */
export const validateLines = (lines: readonly RefreshedLine[]): LineItemError[] =>
  lines.flatMap(lineErrors);
