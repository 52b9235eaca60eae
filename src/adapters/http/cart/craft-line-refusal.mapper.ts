import type { Cart } from '../../../domain/cart/cart';
import type { LineAddition, LineRefusal } from '../../../domain/cart/line-addition';
import type { GatewayError } from '../../../domain/http/gateway.errors';
import { ok, type Result } from '../../../domain/shared/result';

/**
 * The back-end's words for a line it will not take (Craft's line-item rules, and our server's
 * quote-only refusal), checked in this order: a line can be both out of stock and disabled.
 */
const REFUSAL_TEXTS: readonly (readonly [RegExp, LineRefusal])[] = [
  [/not enabled for sale|no purchasable (available|exists)/i, 'unavailable'],
  [/sold on quotation only/i, 'quote-only'],
  [/out of stock/i, 'out-of-stock'],
];

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

/** The texts of a 400 answer: its line errors (`errors["lineItems.<i>.<field>"]`) and its message. */
const refusalTexts = (data: unknown): readonly string[] => {
  if (!isRecord(data)) return [];
  const errors = isRecord(data.errors) ? data.errors : {};
  const lineTexts = Object.entries(errors)
    .filter(([key]) => key.startsWith('lineItems.'))
    .flatMap(([, texts]) => (Array.isArray(texts) ? texts : []))
    .filter((text): text is string => typeof text === 'string');
  return typeof data.message === 'string' ? [...lineTexts, data.message] : lineTexts;
};

const refusalOf = (error: GatewayError): LineRefusal | null => {
  if (error.kind !== 'request-failed' || error.error.status !== 400) return null;
  const texts = refusalTexts(error.error.data);
  const match = REFUSAL_TEXTS.find(([pattern]) => texts.some((text) => pattern.test(text)));
  return match?.[1] ?? null;
};

/** An update-cart that added one variant, read as that line's addition or refusal. */
export const lineAdditionOf = (
  result: Result<Cart, GatewayError>,
): Result<LineAddition, GatewayError> => {
  if (result.ok) return ok({ kind: 'added', cart: result.value });
  const reason = refusalOf(result.error);
  return reason === null ? result : ok({ kind: 'refused', reason });
};
