// How Craft (PHP) reads a posted value: these casts are part of the wire, so they live with the params
// that use them, not in the domain.

/** Commerce casts quantities with PHP's (int): a number or numeric text, truncated; anything else is 0. */
export function castQty(value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** PHP truthiness of a posted value: '', '0', 0, false, null are false; the string 'false' is true. */
export const isTruthy = (value: unknown): boolean =>
  !(
    value === undefined ||
    value === null ||
    value === false ||
    value === 0 ||
    value === '' ||
    value === '0'
  );

/** Craft's boolean form flags (rememberMe, isPrimaryPaymentSource, …): '1', 'true', 'on', 'yes', true, 1. */
export const isTruthyParam = (value: unknown): boolean =>
  value === true ||
  value === 1 ||
  (typeof value === 'string' && ['1', 'true', 'on', 'yes'].includes(value.toLowerCase()));
