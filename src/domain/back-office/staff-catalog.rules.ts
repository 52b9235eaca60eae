// A variant's stock and price as staff type them in the back office, read into the change the
// back-end is sent: only what differs from the variant as it stands, or why it cannot be read.
import { err, ok, type Result } from '../shared/result';
import type { StaffVariant, VariantChange } from './staff-catalog';

export const STAFF_CATALOG_MESSAGES = {
  stock: 'Stock is a whole number from 0.',
  price: 'Price is an amount such as 129.00.',
  unchanged: 'Nothing to save: the stock and price are as they were.',
} as const;

const MAX_STOCK = 1_000_000_000;

/** Minor units of an amount typed in major units ("129", "129.5", "129.00"); null when unreadable. */
export function typedMinor(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The amount as staff read and type it: "129.00". */
export const typedAmount = (minor: number): string =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/**
 * The change the typed stock and price make to the variant. An empty stock leaves a stock that is
 * not counted as it is.
 */
export function variantChange(
  variant: Pick<StaffVariant, 'stock' | 'priceMinor'>,
  typed: { readonly stock: string; readonly price: string },
): Result<VariantChange, string> {
  const stockText = typed.stock.trim();
  const stock = stockText === '' && variant.stock === null ? null : Number(stockText);
  if (stock !== null && (!/^\d{1,10}$/.test(stockText) || stock > MAX_STOCK))
    return err(STAFF_CATALOG_MESSAGES.stock);
  const priceMinor = typedMinor(typed.price);
  if (priceMinor === null) return err(STAFF_CATALOG_MESSAGES.price);
  const change: VariantChange = {
    ...(stock !== null && stock !== variant.stock ? { stock } : {}),
    ...(priceMinor !== variant.priceMinor ? { priceMinor } : {}),
  };
  return Object.keys(change).length === 0 ? err(STAFF_CATALOG_MESSAGES.unchanged) : ok(change);
}
