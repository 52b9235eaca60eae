import * as z from 'zod/mini';

export const availableCountriesSchema = z.object({
  availableCountries: z.array(z.object({ code: z.string(), name: z.string() })),
});

/** Vendure's list type allows null entries; none is a method. */
export const paymentMethodsSchema = z.object({
  activePaymentMethods: z.array(
    z.nullable(z.object({ id: z.string(), code: z.string(), name: z.string() })),
  ),
});

export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;
