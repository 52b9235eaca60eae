import { minorDigits } from '../money/money.rules.ts';
import { parsePageRequest } from '../shared/pagination.rules.ts';
import { err, ok, type Result } from '../shared/result.ts';
import type { ProductQueryError } from './product-query.errors.ts';
import {
  PRODUCT_SORTS,
  type ProductQuery,
  type ProductSort,
  type RawProductQuery,
} from './product-query.ts';
import { isValidSlug } from './product.rules.ts';

export const DEFAULT_PRODUCTS_PER_PAGE = 24;
export const MAX_PRODUCTS_PER_PAGE = 100;

const given = (raw: string | undefined): raw is string => raw !== undefined && raw !== '';

/** `?perPage=`: absent means the default; otherwise a whole number from 1 to the maximum. */
export function parsePerPage(raw: string | undefined): Result<number, ProductQueryError> {
  if (!given(raw)) return ok(DEFAULT_PRODUCTS_PER_PAGE);
  const perPage = /^\d{1,3}$/.test(raw) ? Number(raw) : 0;
  if (perPage < 1 || perPage > MAX_PRODUCTS_PER_PAGE)
    return err({ kind: 'invalid-per-page', value: raw, max: MAX_PRODUCTS_PER_PAGE });
  return ok(perPage);
}

/**
 * A price in major units as people type it (`12`, `12.5`, `12.50`) to exact minor units, without
 * floating point; more decimals than the currency has, signs and exponents are refused.
 */
export function parseMajorAmount(raw: string, currency: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(raw);
  if (!match) return null;
  const digits = minorDigits(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

export function parseInStock(raw: string | undefined): Result<boolean, ProductQueryError> {
  if (!given(raw) || raw === '0' || raw === 'false') return ok(false);
  if (raw === '1' || raw === 'true') return ok(true);
  return err({ kind: 'invalid-in-stock', value: raw });
}

export const isProductSort = (raw: string): raw is ProductSort =>
  (PRODUCT_SORTS as readonly string[]).includes(raw);

/** Every problem at once, so a client fixes its request in one go. */
export function parseProductQuery(
  raw: RawProductQuery,
  currency: string,
): Result<ProductQuery, readonly ProductQueryError[]> {
  const errors: ProductQueryError[] = [];
  const perPage = parsePerPage(raw.perPage);
  if (!perPage.ok) errors.push(perPage.error);
  const page = parsePageRequest(raw.page, perPage.ok ? perPage.value : DEFAULT_PRODUCTS_PER_PAGE);
  if (!page.ok) errors.push(page.error);

  const category = given(raw.category) ? raw.category : null;
  if (category !== null && !isValidSlug(category))
    errors.push({ kind: 'invalid-category', value: category });

  const price = (param: 'minPrice' | 'maxPrice'): number | null => {
    const value = raw[param];
    if (!given(value)) return null;
    const minor = parseMajorAmount(value, currency);
    if (minor === null) errors.push({ kind: 'invalid-price', param, value });
    return minor;
  };
  const minPriceMinor = price('minPrice');
  const maxPriceMinor = price('maxPrice');
  if (minPriceMinor !== null && maxPriceMinor !== null && minPriceMinor > maxPriceMinor)
    errors.push({ kind: 'price-range-reversed', min: raw.minPrice ?? '', max: raw.maxPrice ?? '' });

  const inStock = parseInStock(raw.inStock);
  if (!inStock.ok) errors.push(inStock.error);

  const sort = given(raw.sort) ? raw.sort : 'featured';
  if (!isProductSort(sort)) errors.push({ kind: 'invalid-sort', value: sort });

  if (errors.length > 0 || !page.ok || !inStock.ok || !isProductSort(sort)) return err(errors);
  return ok({
    filters: { categorySlug: category, minPriceMinor, maxPriceMinor, inStockOnly: inStock.value },
    sort,
    page: page.value,
  });
}
