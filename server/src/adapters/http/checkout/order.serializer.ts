// An order as the checkout routes answer it: Craft's cart JSON plus the stored payment state.
import type { CartView } from '../../../application/cart/current-cart.ts';
import { formatMoney, money, toMajorUnits } from '../../../domain/money/money.rules.ts';
import type { OrderPayment } from '../../../ports/checkout/checkout-repository.ts';
import { serializeCart } from '../cart/craft-cart.serializer.ts';
import { craftOrderDate } from '../craft/craft-date.ts';
import type { CraftUserJson } from '../users/craft-user.serializer.ts';

/** The cart JSON with the stored payment state the cart model does not carry. */
export function serializeOrder(
  view: CartView,
  payment: OrderPayment | null,
  customer: CraftUserJson | null,
) {
  const base = serializeCart(view, customer);
  if (!payment) return base;
  const totalPrice = view.priced.totals.totalPrice;
  const paid = money(payment.totalPaidMinor, totalPrice.currency);
  const outstanding = money(totalPrice.minor - paid.minor, totalPrice.currency);
  return {
    ...base,
    reference: payment.reference,
    paidStatus: payment.paidStatus,
    isPaid: view.cart.isCompleted && outstanding.minor <= 0,
    totalPaid: toMajorUnits(paid),
    totalPaidAsCurrency: formatMoney(paid),
    storedTotalPaid: toMajorUnits(paid),
    storedTotalPaidAsCurrency: formatMoney(paid),
    outstandingBalance: toMajorUnits(outstanding),
    outstandingBalanceAsCurrency: formatMoney(outstanding),
    datePaid: craftOrderDate(payment.datePaid),
    dateAuthorized:
      view.cart.isCompleted && payment.paidStatus === 'unpaid'
        ? craftOrderDate(view.cart.dateOrdered)
        : null,
  };
}
