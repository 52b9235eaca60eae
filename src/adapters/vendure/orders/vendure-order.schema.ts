import * as z from 'zod/mini';
import { vendureOrderAddressSchema } from '../addresses/vendure-address.schema';

const text = z.nullable(z.string());
const payments = z.nullable(z.array(z.object({ amount: z.number(), state: z.string() })));

export const vendureOrderSummarySchema = z.object({
  id: z.string(),
  code: z.string(),
  orderPlacedAt: text,
  state: z.string(),
  currencyCode: z.string(),
  totalWithTax: z.number(),
  totalQuantity: z.number(),
  payments,
});

export const customerOrdersSchema = z.object({
  activeCustomer: z.nullable(
    z.object({
      id: z.string(),
      orders: z.object({ totalItems: z.number(), items: z.array(vendureOrderSummarySchema) }),
    }),
  ),
});

export const vendureOrderDetailSchema = z.object({
  code: z.string(),
  orderPlacedAt: text,
  totalWithTax: z.number(),
  lines: z.array(
    z.object({
      id: z.string(),
      quantity: z.number(),
      unitPrice: z.number(),
      linePrice: z.number(),
      productVariant: z.object({
        id: z.string(),
        name: z.string(),
        sku: z.string(),
        product: z.object({ name: z.string() }),
      }),
    }),
  ),
  discounts: z.array(z.object({ amount: z.number() })),
  shippingLines: z.array(z.object({ price: z.number() })),
  taxSummary: z.array(z.object({ taxTotal: z.number() })),
  payments,
  shippingAddress: z.nullable(vendureOrderAddressSchema),
  billingAddress: z.nullable(vendureOrderAddressSchema),
});

export const customerOrderSchema = z.object({
  activeCustomer: z.nullable(z.object({ id: z.string() })),
  order: z.nullable(vendureOrderDetailSchema),
});

export type VendureOrderSummary = z.infer<typeof vendureOrderSummarySchema>;
export type VendureOrderDetail = z.infer<typeof vendureOrderDetailSchema>;
export type VendurePayments = z.infer<typeof payments>;
