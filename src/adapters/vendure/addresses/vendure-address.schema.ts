import * as z from 'zod/mini';

const text = z.nullable(z.string());

/**
 * An order's copy of an address, in the cart and the order history: every line may be null, or left
 * out (an order without one has all null).
 */
export const vendureOrderAddressSchema = z.object({
  fullName: z.optional(text),
  company: z.optional(text),
  streetLine1: z.optional(text),
  streetLine2: z.optional(text),
  city: z.optional(text),
  province: z.optional(text),
  postalCode: z.optional(text),
  countryCode: z.optional(text),
  phoneNumber: z.optional(text),
});

/** An address of the customer's book; Vendure keeps '' for a line left empty. */
export const vendureAddressSchema = z.object({
  id: z.string(),
  fullName: text,
  company: text,
  streetLine1: z.string(),
  streetLine2: text,
  city: text,
  province: text,
  postalCode: text,
  country: z.object({ code: z.string() }),
  phoneNumber: text,
  defaultShippingAddress: z.nullable(z.boolean()),
  defaultBillingAddress: z.nullable(z.boolean()),
});

export const customerAddressesSchema = z.object({
  activeCustomer: z.nullable(
    z.object({ id: z.string(), addresses: z.nullable(z.array(vendureAddressSchema)) }),
  ),
});

export const customerAddressIdsSchema = z.object({
  activeCustomer: z.nullable(
    z.object({ id: z.string(), addresses: z.nullable(z.array(z.object({ id: z.string() }))) }),
  ),
});

const savedAddress = z.object({ id: z.string() });
export const createAddressSchema = z.object({ createCustomerAddress: savedAddress });
export const updateAddressSchema = z.object({ updateCustomerAddress: savedAddress });
export const deleteAddressSchema = z.object({
  deleteCustomerAddress: z.object({ success: z.boolean() }),
});

export type VendureAddress = z.infer<typeof vendureAddressSchema>;
