import type { ShippingMethodOption } from '../../domain/cart/cart';
import type { PaymentGateway } from '../../domain/payment/payment';

/** What the in-memory store sells with: its shipping methods, coupons and payment gateways. */
export const FAKE_SHIPPING_METHODS: readonly ShippingMethodOption[] = [
  { handle: 'standard', name: 'Standard', price: 5, enabled: true, storeId: 1 },
  { handle: 'express', name: 'Express', price: 15, enabled: true, storeId: 1 },
];

/** Coupon codes and the share of the item subtotal they take off. */
export const FAKE_COUPONS: Readonly<Record<string, number>> = { SAVE10: 0.1 };

export const FAKE_GATEWAYS: readonly PaymentGateway[] = [
  {
    id: 1,
    name: 'Credit card',
    handle: 'dummy',
    paymentType: 'purchase',
    sortOrder: 1,
    isArchived: false,
  },
  {
    id: 2,
    name: 'Pay on invoice',
    handle: 'manual',
    paymentType: 'authorize',
    sortOrder: 2,
    isArchived: false,
  },
];

/** Amounts in major units, rounded to cents as a shop would. */
export const cents = (amount: number): number => Math.round(amount * 100) / 100;
