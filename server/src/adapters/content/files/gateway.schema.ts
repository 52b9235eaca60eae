import * as z from 'zod';
import type { GatewayContent } from '../../../domain/content/content.ts';
import { handle, sortOrder, text, type Unsourced } from './shared.schema.ts';

export const gatewayFile = z
  .strictObject({
    handle,
    name: text,
    type: z.enum(['dummy', 'manual']),
    /** Dummy: 'purchase' pays at once, 'authorize' completes the order unpaid. Manual authorizes. */
    paymentType: z.enum(['purchase', 'authorize']).default('purchase'),
    sortOrder,
    /** Offered to shoppers at checkout. */
    frontendEnabled: z.boolean().default(true),
    settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  })
  .refine((g) => g.type !== 'manual' || g.paymentType === 'authorize', {
    message: 'The manual gateway only authorizes',
    path: ['paymentType'],
  })
  .transform((gateway): Unsourced<GatewayContent> => gateway);
