import { formatMoney } from '../../../domain/money/money.rules';
import type { OrderDetail, OrderSummary } from '../../../domain/orders/order';
import { toMajor } from '../catalog/vendure-catalog.mapper';
import { idOf } from '../client/vendure-id';
import { mapOrderAddress } from '../addresses/vendure-address.mapper';
import type {
  VendureOrderDetail,
  VendureOrderSummary,
  VendurePayments,
} from './vendure-order.schema';

/** The storefront's language, for an order's total in the order's own currency. */
const MONEY_LOCALE = 'en-US';

const sum = (amounts: readonly number[]): number =>
  amounts.reduce((total, each) => total + each, 0);

/**
 * What the order was paid, in the words our own back-end uses ('paid', 'partial', 'unpaid',
 * 'overPaid'): from its settled payments (an authorised one is not paid yet).
 */
export const paidStatusOf = (payments: VendurePayments, totalWithTax: number): string => {
  const settled = sum((payments ?? []).filter((p) => p.state === 'Settled').map((p) => p.amount));
  if (settled === 0) return 'unpaid';
  if (settled < totalWithTax) return 'partial';
  return settled === totalWithTax ? 'paid' : 'overPaid';
};

/** Vendure's order state as words ('PaymentSettled' → 'payment settled'), which the pages capitalise. */
export const statusOf = (state: string): string =>
  state.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** The code is both the order's number (its page's address) and the reference shoppers read. */
export const mapOrderSummary = (order: VendureOrderSummary): OrderSummary => {
  const total = toMajor(order.totalWithTax);
  return {
    id: idOf(order.id),
    number: order.code,
    reference: order.code,
    dateOrdered: order.orderPlacedAt,
    total,
    totalAsCurrency: formatMoney(total, { currency: order.currencyCode, locale: MONEY_LOCALE }),
    status: statusOf(order.state),
    paidStatus: paidStatusOf(order.payments, order.totalWithTax),
    itemCount: order.totalQuantity,
  };
};

/** What was ordered, as our back-end words it: the product, and the variant's name when it differs. */
const descriptionOf = ({ name, product }: VendureOrderDetail['lines'][number]['productVariant']) =>
  name === product.name ? name : `${product.name}: ${name}`;

/**
 * Prices before tax, as Vendure keeps them, so that the figures add up: the lines' subtotal, the
 * discounts (negative, shipping's included), shipping before its discounts, tax, and the total.
 * Vendure keeps no note of the customer's; the fulfilment is not shown (no cancel or return here).
 */
export const mapOrderDetail = (order: VendureOrderDetail): OrderDetail => {
  const lineItems = order.lines.map((line) => ({
    id: idOf(line.id),
    purchasableId: idOf(line.productVariant.id),
    qty: line.quantity,
    description: descriptionOf(line.productVariant),
    price: toMajor(line.unitPrice),
    sku: line.productVariant.sku,
    subtotal: toMajor(line.linePrice),
  }));
  return {
    number: order.code,
    dateOrdered: order.orderPlacedAt,
    itemSubtotal: toMajor(sum(order.lines.map((line) => line.linePrice))),
    lineItems,
    billingAddress: mapOrderAddress(order.billingAddress),
    shippingAddress: mapOrderAddress(order.shippingAddress),
    paidStatus: paidStatusOf(order.payments, order.totalWithTax),
    reference: order.code,
    totalDiscount: toMajor(sum(order.discounts.map((discount) => discount.amount))),
    totalPrice: toMajor(order.totalWithTax),
    totalShippingCost: toMajor(sum(order.shippingLines.map((line) => line.price))),
    totalTax: toMajor(sum(order.taxSummary.map((tax) => tax.taxTotal))),
    customerNote: null,
    fulfilment: null,
  };
};
