// Back-in-stock alerts: who may ask (a guest gives an address, a customer's account address is used),
// for what (a variant on sale whose counted stock is gone), and how a request is read. Anything else
// in the body, or a value of the wrong kind, is refused before anything is read.
import { isValidEmail } from '../users/user-validation.rules.ts';
import { parseRecordId } from '../shared/record-id.rules.ts';
import { err, ok, type Result } from '../shared/result.ts';

export const STOCK_ALERT_MESSAGES = {
  body: 'Send purchasableId and, unless you are signed in, email.',
  purchasableId: 'purchasableId must be a product version id (a whole number).',
  email: 'Enter a valid email address.',
  notFound: 'Product not found.',
  inStock: 'This item is in stock: you can order it now.',
  notTracked: 'This item is always available: you can order it now.',
  quoteOnly: 'This item is sold on quotation: ask us for a quote.',
  ids: 'purchasableIds is a comma-separated list of up to 50 product version ids.',
  token: 'This unsubscribe link is not valid.',
} as const;

const MAX_IDS = 50;

export interface StockAlertRequest {
  readonly purchasableId: number;
  /** the address to mail: the account's for a signed-in customer */
  readonly email: string;
}

/** An address as alerts keep it: one alert per address and variant, whatever its case. */
export const alertEmail = (email: string): string => email.trim().toLowerCase();

const idOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value)
    ? parseRecordId(String(value))
    : typeof value === 'string'
      ? parseRecordId(value)
      : null;

/** `{purchasableId, email?}`; `accountEmail` is the signed-in customer's, used instead of any given. */
export function parseStockAlertRequest(
  body: unknown,
  accountEmail: string | null,
  ignored: readonly string[] = [],
): Result<StockAlertRequest, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return err(STOCK_ALERT_MESSAGES.body);
  const fields = body as Readonly<Record<string, unknown>>;
  const extra = Object.keys(fields).find(
    (key) => !['purchasableId', 'email', ...ignored].includes(key),
  );
  if (extra !== undefined)
    return err(`Unknown field: ${extra.slice(0, 64)}. ${STOCK_ALERT_MESSAGES.body}`);
  const purchasableId = idOf(fields.purchasableId);
  if (purchasableId === null) return err(STOCK_ALERT_MESSAGES.purchasableId);
  if (accountEmail !== null) return ok({ purchasableId, email: alertEmail(accountEmail) });
  const email = fields.email;
  if (typeof email !== 'string' || !isValidEmail(email)) return err(STOCK_ALERT_MESSAGES.email);
  return ok({ purchasableId, email: alertEmail(email) });
}

export interface StockAlertRefusal {
  /** no such variant on sale, or one that can be ordered now */
  readonly kind: 'not-found' | 'available';
  readonly message: string;
}

/**
 * Why no alert can be set on a variant, or null when one can: it must be on sale, sold online (not
 * on quotation only) and sold out.
 */
export function alertRefusal(
  variant: {
    readonly stock: number | null;
    readonly enabled: boolean;
    readonly callForQuote: boolean;
  } | null,
): StockAlertRefusal | null {
  if (variant === null || !variant.enabled)
    return { kind: 'not-found', message: STOCK_ALERT_MESSAGES.notFound };
  if (variant.callForQuote) return { kind: 'available', message: STOCK_ALERT_MESSAGES.quoteOnly };
  if (variant.stock === null)
    return { kind: 'available', message: STOCK_ALERT_MESSAGES.notTracked };
  return variant.stock > 0 ? { kind: 'available', message: STOCK_ALERT_MESSAGES.inStock } : null;
}

/** `1,2,3`: distinct record ids, at least one and at most 50. */
export function parsePurchasableIds(raw: unknown): Result<readonly number[], string> {
  if (typeof raw !== 'string' || raw === '') return err(STOCK_ALERT_MESSAGES.ids);
  const parts = raw.split(',');
  const ids = parts.map(parseRecordId);
  if (parts.length > MAX_IDS || ids.some((id) => id === null)) return err(STOCK_ALERT_MESSAGES.ids);
  return ok([...new Set(ids as number[])]);
}
