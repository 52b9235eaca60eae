import type { Address } from '../address/address';

export interface Adjustment {
  readonly id: number | null;
  readonly name: string;
  readonly description: string;
  readonly type: string;
  readonly amount: number;
  readonly included: boolean;
}

export interface LineItem {
  readonly id: number;
  /** null when the product behind the line was deleted */
  readonly purchasableId: number | null;
  readonly qty: number;
  readonly note: string;
  readonly options: Readonly<Record<string, unknown>>;
  readonly price: number;
  readonly salePrice: number;
  readonly subtotal: number;
  readonly total: number;
  readonly description: string;
  readonly sku: string;
  readonly adjustments: readonly Adjustment[];
  readonly snapshot: unknown;
}

export interface CartNotice {
  readonly id: number | null;
  readonly type: string;
  readonly attribute: string;
  readonly message: string;
  readonly orderId: number | null;
}

export interface ShippingMethodOption {
  readonly handle: string;
  readonly name: string;
  readonly price: number;
  readonly enabled: boolean;
  readonly storeId: number | null;
}

export interface Cart {
  /** null until the back-end has saved the cart */
  readonly id: number | null;
  readonly number: string;
  readonly email: string | null;
  readonly currency: string;
  readonly billingAddress: Address | null;
  readonly shippingAddress: Address | null;
  readonly billingAddressId: number | null;
  readonly shippingAddressId: number | null;
  /** null when no shipping method is chosen */
  readonly shippingMethodHandle: string | null;
  readonly availableShippingMethodOptions: readonly ShippingMethodOption[];
  readonly paymentSourceId: number | null;
  readonly gatewayId: number | null;
  readonly lineItems: readonly LineItem[];
  readonly couponCode: string | null;
  readonly billingSameAsShipping: boolean;
  readonly itemSubtotal: number;
  readonly itemTotal: number;
  readonly totalQty: number;
  readonly totalPrice: number;
  readonly totalPaid: number;
  readonly totalDiscount: number;
  readonly totalTax: number;
  readonly totalShipping: number;
  readonly notices: readonly CartNotice[];
  readonly isEmpty: boolean;
  readonly orderCompletedEmail: string | null;
}
