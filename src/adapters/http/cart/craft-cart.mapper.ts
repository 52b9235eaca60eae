import type {
  Adjustment,
  Cart,
  CartNotice,
  LineItem,
  ShippingMethodOption,
} from '../../../domain/cart/cart';
import { isCartEmpty } from '../../../domain/cart/cart.rules';
import { mapCraftAddress } from '../addresses/craft-address.mapper';
import type { CraftCart, CraftLineItem, CraftShippingMethodOption } from './craft-cart.schema';

type CraftAdjustment = CraftLineItem['adjustments'][number];
type CraftNotice = CraftCart['notices'][number];

const mapAdjustment = (adjustment: CraftAdjustment): Adjustment => ({
  id: adjustment.id ?? null,
  name: adjustment.name ?? '',
  description: adjustment.description ?? '',
  type: adjustment.type,
  amount: adjustment.amount,
  included: adjustment.included,
});

const mapLineItem = (item: CraftLineItem): LineItem => ({
  id: item.id,
  purchasableId: item.purchasableId,
  qty: item.qty,
  note: item.note ?? '',
  options: Array.isArray(item.options) ? {} : item.options,
  price: item.price,
  salePrice: item.salePrice,
  subtotal: item.subtotal,
  total: item.total,
  description: item.description ?? '',
  sku: item.sku ?? '',
  adjustments: item.adjustments.map(mapAdjustment),
  snapshot: item.snapshot ?? null,
});

const mapNotice = (notice: CraftNotice): CartNotice => ({
  id: notice.id ?? null,
  type: notice.type,
  attribute: notice.attribute ?? '',
  message: notice.message,
  orderId: notice.orderId ?? null,
});

const mapShippingOption = (
  option: CraftShippingMethodOption,
  key: string,
): ShippingMethodOption => ({
  handle: option.handle ?? key,
  name: option.name,
  price: option.price,
  enabled: option.enabled ?? true,
  storeId: option.storeId ?? null,
});

/** Options come keyed by handle, or as a list (always `[]` when there are none). */
const mapShippingOptions = (
  options: CraftCart['availableShippingMethodOptions'],
): ShippingMethodOption[] =>
  Array.isArray(options)
    ? options.map((option) => mapShippingOption(option, ''))
    : Object.entries(options).map(([handle, option]) => mapShippingOption(option, handle));

export const mapCraftCart = (cart: CraftCart): Cart => ({
  id: cart.id,
  number: cart.number,
  email: cart.email,
  currency: cart.currency,
  billingAddress: cart.billingAddress === null ? null : mapCraftAddress(cart.billingAddress),
  shippingAddress: cart.shippingAddress === null ? null : mapCraftAddress(cart.shippingAddress),
  billingAddressId: cart.billingAddressId,
  shippingAddressId: cart.shippingAddressId,
  shippingMethodHandle:
    cart.shippingMethodHandle === null || cart.shippingMethodHandle === ''
      ? null
      : cart.shippingMethodHandle,
  availableShippingMethodOptions: mapShippingOptions(cart.availableShippingMethodOptions),
  paymentSourceId: cart.paymentSourceId,
  gatewayId: cart.gatewayId,
  lineItems: cart.lineItems.map(mapLineItem),
  couponCode: cart.couponCode,
  billingSameAsShipping: cart.billingSameAsShipping,
  itemSubtotal: cart.itemSubtotal,
  itemTotal: cart.itemTotal,
  totalQty: cart.totalQty,
  totalPrice: cart.totalPrice,
  totalPaid: cart.totalPaid,
  totalDiscount: cart.totalDiscount,
  totalTax: cart.totalTax,
  totalShipping: cart.totalShippingCost,
  notices: cart.notices.map(mapNotice),
  isEmpty: isCartEmpty(cart.totalQty),
  orderCompletedEmail: cart.orderCompletedEmail,
});
