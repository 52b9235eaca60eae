import type { Cart } from '../../domain/cart/cart';
import type { PaymentRequest } from '../../domain/payment/payment-source';
import { formatMoney } from '../../domain/money/money.rules';
import type { OrderDetail, OrderSummary } from '../../domain/orders/order';
import type { Refusal } from './fake-cart-update';

export const isLuhnValid = (digits: string): boolean => {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
};

/**
 * Craft's Dummy gateway, paying with a card form: a Luhn-valid number whose last digit is even
 * succeeds, an odd one fails. The Manual gateway authorizes anything.
 */
export const dummyGatewayRefusal = (request: PaymentRequest, handle: string): Refusal | null => {
  if (handle === 'manual') return null;
  const number = (request.paymentForm?.[handle]?.number ?? '').replace(/\D/g, '');
  if (!isLuhnValid(number)) {
    return {
      status: 400,
      body: {
        paymentFormErrors: { number: ['Not a valid credit card number.'] },
        errors: { number: ['Not a valid credit card number.'] },
        message: 'Invalid payment or order. Please review.',
      },
    };
  }
  const last = Number(number[number.length - 1]);
  return last % 2 === 0
    ? null
    : { status: 400, body: { message: 'Dummy gateway payment failed.' } };
};

/** A paid cart as the order history shows it. */
export const orderRecordOf = (
  cart: Cart,
  reference: string,
  dateOrdered: string,
): { readonly summary: OrderSummary; readonly detail: OrderDetail } => ({
  summary: {
    id: cart.id ?? 0,
    number: cart.number,
    reference,
    dateOrdered,
    total: cart.totalPrice,
    totalAsCurrency: formatMoney(cart.totalPrice, { currency: cart.currency, locale: 'en-US' }),
    status: 'new',
    paidStatus: 'paid',
    itemCount: cart.totalQty,
  },
  detail: {
    number: cart.number,
    dateOrdered,
    itemSubtotal: cart.itemSubtotal,
    lineItems: cart.lineItems.map(
      ({ id, purchasableId, qty, description, price, sku, subtotal }) => ({
        id,
        purchasableId,
        qty,
        description,
        price,
        sku,
        subtotal,
      }),
    ),
    billingAddress: cart.billingAddress,
    shippingAddress: cart.shippingAddress,
    paidStatus: 'paid',
    reference,
    totalDiscount: cart.totalDiscount,
    totalPrice: cart.totalPrice,
    totalShippingCost: cart.totalShipping,
    totalTax: cart.totalTax,
    customerNote: null,
    fulfilment: {
      status: 'new',
      timeline: [{ status: 'new', date: dateOrdered }],
      parcels: [],
      returns: [],
    },
  },
});
