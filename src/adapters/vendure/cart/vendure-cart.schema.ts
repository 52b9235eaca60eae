import * as z from 'zod/mini';
import { vendureOrderAddressSchema } from '../addresses/vendure-address.schema';

/** Vendure's ids are strings: read as numbers by the mappers (vendure-id.ts). */
const vendureId = z.string();
const text = z.optional(z.nullable(z.string()));

export const vendureDiscountSchema = z.object({
  description: z.string(),
  type: z.string(),
  amountWithTax: z.number(),
});

export const vendureOrderLineSchema = z.object({
  id: vendureId,
  quantity: z.number(),
  unitPriceWithTax: z.number(),
  linePriceWithTax: z.number(),
  discounts: z.array(vendureDiscountSchema),
  productVariant: z.object({
    id: vendureId,
    sku: z.string(),
    name: z.string(),
    product: z.object({ name: z.string() }),
  }),
});

export const vendureOrderSchema = z.object({
  id: vendureId,
  code: z.string(),
  state: z.string(),
  currencyCode: z.string(),
  totalQuantity: z.number(),
  totalWithTax: z.number(),
  couponCodes: z.array(z.string()),
  customer: z.nullable(z.object({ emailAddress: z.string() })),
  shippingAddress: z.nullable(vendureOrderAddressSchema),
  billingAddress: z.nullable(vendureOrderAddressSchema),
  shippingLines: z.array(
    z.object({
      priceWithTax: z.number(),
      shippingMethod: z.object({ id: vendureId, code: z.string() }),
    }),
  ),
  taxSummary: z.array(z.object({ taxTotal: z.number() })),
  lines: z.array(vendureOrderLineSchema),
});

export const vendureShippingQuoteSchema = z.object({
  id: vendureId,
  code: z.string(),
  name: z.string(),
  priceWithTax: z.number(),
});

/** An entry of the customer's address book, as an update copies it onto the order. */
export const vendureBookAddressSchema = z.object({
  id: vendureId,
  fullName: text,
  company: text,
  streetLine1: z.string(),
  streetLine2: text,
  city: text,
  province: text,
  postalCode: text,
  phoneNumber: text,
  country: z.object({ code: z.string() }),
});

export const vendurePaymentQuoteSchema = z.object({
  id: vendureId,
  code: z.string(),
  isEligible: z.boolean(),
});

/** The session's order and what goes with it; the address book and payment methods on request. */
export const activeCartSchema = z.object({
  activeChannel: z.object({ defaultCurrencyCode: z.string() }),
  activeOrder: z.nullable(vendureOrderSchema),
  eligibleShippingMethods: z.array(vendureShippingQuoteSchema),
  activeCustomer: z.optional(
    z.nullable(z.object({ addresses: z.nullable(z.array(vendureBookAddressSchema)) })),
  ),
  eligiblePaymentMethods: z.optional(z.array(vendurePaymentQuoteSchema)),
});

/** What one field of a cart mutation answered: its type, and an ErrorResult's details. */
export const vendureMutationResultSchema = z.object({
  __typename: z.string(),
  errorCode: z.optional(z.string()),
  message: z.optional(z.string()),
  quantityAvailable: z.optional(z.number()),
});

/** A cart mutation's answer: each (aliased) field's result. */
export const vendureMutationAnswerSchema = z.record(
  z.string(),
  z.nullable(vendureMutationResultSchema),
);

export const addItemAnswerSchema = z.object({ addItemToOrder: vendureMutationResultSchema });
export const setShippingMethodSchema = z.object({
  setOrderShippingMethod: vendureMutationResultSchema,
});
export const signedInSchema = z.object({
  activeCustomer: z.nullable(z.object({ id: z.string() })),
});
export const endGuestSessionSchema = z.object({ logout: z.object({ success: z.boolean() }) });

export type ActiveCart = z.infer<typeof activeCartSchema>;
export type VendureOrder = z.infer<typeof vendureOrderSchema>;
export type VendureOrderLine = z.infer<typeof vendureOrderLineSchema>;
export type VendureOrderAddress = z.infer<typeof vendureOrderAddressSchema>;
export type VendureBookAddress = z.infer<typeof vendureBookAddressSchema>;
export type VendureShippingQuote = z.infer<typeof vendureShippingQuoteSchema>;
export type VendureMutationResult = z.infer<typeof vendureMutationResultSchema>;
export type VendureMutationAnswer = z.infer<typeof vendureMutationAnswerSchema>;
