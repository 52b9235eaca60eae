import * as z from 'zod/mini';
import { craftAddressSchema } from '../addresses/craft-address.schema';

const nullableNumber = z.nullable(z.number());
const text = z.optional(z.nullable(z.string()));

/**
 * PHP encodes an empty associative array as `[]`, so every keyed object in Craft's JSON may also
 * arrive as an empty list.
 */
const keyedOrList = <T extends z.ZodMiniType>(item: T) =>
  z.union([z.array(item), z.record(z.string(), item)]);

export const craftAdjustmentSchema = z.object({
  id: z.optional(nullableNumber),
  name: text,
  description: text,
  type: z.string(),
  amount: z.number(),
  included: z.boolean(),
});

export const craftLineItemSchema = z.object({
  id: z.number(),
  purchasableId: nullableNumber,
  qty: z.number(),
  note: text,
  options: keyedOrList(z.unknown()),
  price: z.number(),
  salePrice: z.number(),
  subtotal: z.number(),
  total: z.number(),
  description: text,
  sku: text,
  adjustments: z.array(craftAdjustmentSchema),
  snapshot: z.optional(z.unknown()),
});

export const craftNoticeSchema = z.object({
  id: z.optional(nullableNumber),
  type: z.string(),
  attribute: text,
  message: z.string(),
  orderId: z.optional(nullableNumber),
});

export const craftShippingMethodOptionSchema = z.object({
  handle: text,
  name: z.string(),
  price: z.number(),
  enabled: z.optional(z.boolean()),
  storeId: z.optional(nullableNumber),
});

/** Craft Commerce's order JSON; keys the storefront does not use are dropped. */
export const craftCartSchema = z.object({
  id: nullableNumber,
  number: z.string(),
  email: z.nullable(z.string()),
  couponCode: z.nullable(z.string()),
  currency: z.string(),
  totalQty: z.number(),
  itemSubtotal: z.number(),
  itemTotal: z.number(),
  totalPrice: z.number(),
  totalPaid: z.number(),
  totalDiscount: z.number(),
  totalTax: z.number(),
  totalShippingCost: z.number(),
  lineItems: z.array(craftLineItemSchema),
  notices: z.array(craftNoticeSchema),
  billingAddressId: nullableNumber,
  shippingAddressId: nullableNumber,
  shippingMethodHandle: z.nullable(z.string()),
  gatewayId: nullableNumber,
  paymentSourceId: nullableNumber,
  billingSameAsShipping: z.boolean(),
  availableShippingMethodOptions: keyedOrList(craftShippingMethodOptionSchema),
  billingAddress: z.nullable(craftAddressSchema),
  shippingAddress: z.nullable(craftAddressSchema),
  orderCompletedEmail: z.nullable(z.string()),
});

export const craftCartResponseSchema = z.object({ cart: craftCartSchema });

export type CraftCart = z.infer<typeof craftCartSchema>;
export type CraftLineItem = z.infer<typeof craftLineItemSchema>;
export type CraftShippingMethodOption = z.infer<typeof craftShippingMethodOptionSchema>;
