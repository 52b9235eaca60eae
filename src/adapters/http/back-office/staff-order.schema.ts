import * as z from 'zod/mini';
import { orderDetailSchema, orderDateSchema } from '../orders/craft-order.schema';

const text = z.nullable(z.string());

export const staffOrderPageSchema = z.object({
  orders: z.array(
    z.object({
      id: z.number(),
      number: z.string(),
      reference: text,
      email: text,
      customerName: text,
      status: z.string(),
      paidStatus: text,
      total: z.number(),
      currency: z.string(),
      dateOrdered: text,
    }),
  ),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});

const staffExtras = {
  id: z.number(),
  email: text,
  currency: z.string(),
  dateOrdered: orderDateSchema,
  transactions: z.array(
    z.object({
      id: z.number(),
      type: z.string(),
      status: z.string(),
      amount: z.number(),
      amountAsCurrency: z.string(),
      reference: text,
      message: text,
      dateCreated: z.string(),
    }),
  ),
  returns: z.array(
    z.object({
      id: z.number(),
      status: z.string(),
      reason: z.string(),
      lines: z.array(z.object({ lineItemId: z.number(), qty: z.number() })),
      worth: z.number(),
      refunded: z.number(),
      dateCreated: z.string(),
    }),
  ),
  history: z.array(
    z.object({
      fromStatus: text,
      toStatus: z.string(),
      actor: z.string(),
      actorName: text,
      note: text,
      date: z.string(),
    }),
  ),
};

/** The staff's order: the customer's order JSON plus what only staff see. */
export const staffOrderSchema = z.object({
  order: z.extend(orderDetailSchema.shape.order, staffExtras),
});

export type StaffOrderJson = z.infer<typeof staffOrderSchema>['order'];
