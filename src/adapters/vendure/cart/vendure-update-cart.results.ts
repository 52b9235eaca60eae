// What an update's ErrorResults mean for the storefront. Most refuse the update (the screens show
// them on their field); a coupon Vendure will not apply and stock that ran short are notices on a
// successful answer, as Craft gives them; a signed-in customer's e-mail is theirs already.
import type { CartNotice } from '../../../domain/cart/cart';
import { INVALID_COUPON_NOTICE } from '../../../domain/cart/cart-notices.rules';
import type { FieldRefusal } from '../client/vendure-failure';
import { aliasOf } from './vendure-update-cart.document';
import type { VendureMutationAnswer, VendureMutationResult } from './vendure-cart.schema';
import type { MutationPart } from './vendure-mutation-part';

/** Craft's explanations after "Coupon removed: ", by the ErrorResult that stands for each. */
const COUPON_EXPLANATIONS: Readonly<Record<string, string>> = {
  COUPON_CODE_INVALID_ERROR: 'Coupon not valid.',
  COUPON_CODE_EXPIRED_ERROR: 'Discount is out of date.',
  COUPON_CODE_LIMIT_ERROR: 'Discount use has reached its limit.',
};

export interface UpdateOutcome {
  readonly notices: readonly CartNotice[];
  readonly refusals: readonly FieldRefusal[];
}

const notice = (type: string, attribute: string, message: string): CartNotice => ({
  id: null,
  type,
  attribute,
  message,
  orderId: null,
});

type Reading = { readonly notice: CartNotice } | { readonly refusal: FieldRefusal } | null;

const readResult = (part: MutationPart, result: VendureMutationResult): Reading => {
  const { errorCode, message = errorCode ?? '' } = result;
  if (errorCode === undefined) return null;
  const explanation = COUPON_EXPLANATIONS[errorCode];
  if (part.kind === 'coupon' && explanation !== undefined)
    return {
      notice: notice(INVALID_COUPON_NOTICE, 'couponCode', `Coupon removed: ${explanation}`),
    };
  if (part.kind === 'customer' && errorCode === 'ALREADY_LOGGED_IN_ERROR') return null;
  const short = errorCode === 'INSUFFICIENT_STOCK_ERROR' && (result.quantityAvailable ?? 0) > 0;
  if (part.kind === 'item' && short)
    return { notice: notice('lineItemMaxStockReached', part.about, message) };
  return { refusal: { field: part.about, message } };
};

/** Each part's answer, read in the order the parts ran. */
export const updateOutcome = (
  parts: readonly MutationPart[],
  answer: VendureMutationAnswer,
): UpdateOutcome => {
  const notices: CartNotice[] = [];
  const refusals: FieldRefusal[] = [];
  parts.forEach((part, index) => {
    const result = answer[aliasOf(index)];
    const reading = result ? readResult(part, result) : null;
    if (reading && 'notice' in reading) notices.push(reading.notice);
    if (reading && 'refusal' in reading) refusals.push(reading.refusal);
  });
  return { notices, refusals };
};
