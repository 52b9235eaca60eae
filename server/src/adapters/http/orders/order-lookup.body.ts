import * as z from 'zod';
import type { OrderLookupQuery } from '../../../domain/orders/order-lookup.rules.ts';
import { HttpError } from '../craft/craft-response.ts';

// The app's input guard refuses control characters in every request first; this body says so again,
// so that the lookup never depends on a hook registered elsewhere.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const field = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !CONTROL.test(value))
    .transform((value) => value.trim())
    .pipe(z.string().min(1));

const orderLookupSchema = z.object({ reference: field(40), email: field(254) });

export const ORDER_LOOKUP_INVALID =
  'Give the order reference and the e-mail address from your confirmation e-mail.';

/** `{reference, email}` as typed, each at most a sensible length and free of control characters. */
export function orderLookupOf(body: unknown): OrderLookupQuery {
  const parsed = orderLookupSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, ORDER_LOOKUP_INVALID);
  return parsed.data;
}
