import { err, ok, type Result } from '../shared/result';
import type { OrderLookupQuery } from './order-lookup';

export const ORDER_LOOKUP_TEXTS = {
  incomplete: 'Enter the order reference and the e-mail address from your confirmation e-mail.',
  unavailable:
    'Looking up an order is not available in this shop. Please contact us with your order reference.',
} as const;

/** The longest reference and e-mail the back-end takes (it refuses longer ones). */
const MAX_LENGTHS = { reference: 40, email: 254 } as const;

/** Both fields, trimmed, present and within the back-end's lengths; otherwise the message to show. */
export const checkOrderLookupQuery = (
  query: OrderLookupQuery,
): Result<OrderLookupQuery, string> => {
  const reference = query.reference.trim();
  const email = query.email.trim();
  const fits =
    reference !== '' &&
    email !== '' &&
    reference.length <= MAX_LENGTHS.reference &&
    email.length <= MAX_LENGTHS.email;
  return fits ? ok({ reference, email }) : err(ORDER_LOOKUP_TEXTS.incomplete);
};
