import * as z from 'zod/mini';

const text = z.optional(z.nullable(z.string()));
const nullableNumber = z.nullable(z.number());

/** Craft's address element (Commerce adds the primary flags; custom fields by handle). */
export const craftAddressSchema = z.object({
  id: z.optional(nullableNumber),
  title: text,
  countryCode: text,
  administrativeArea: text,
  locality: text,
  postalCode: text,
  addressLine1: text,
  addressLine2: text,
  addressLine3: text,
  organization: text,
  organizationTaxId: text,
  fullName: text,
  firstName: text,
  lastName: text,
  phoneNumber: text,
  attention: text,
  companyName: text,
  businessId: text,
  notes: text,
  isPrimaryBilling: z.optional(z.boolean()),
  isPrimaryShipping: z.optional(z.boolean()),
});

/** GET /api/user/addresses */
export const addressListSchema = z.object({ addresses: z.array(craftAddressSchema) });

/**
 * save-address: Craft puts the saved address under `model`; our back-end adds `modelId`. Craft
 * sends the saved model with its id, which is what `modelId` names.
 */
export const addressSavedSchema = z.object({
  modelId: z.optional(z.nullable(z.number())),
  model: z.optional(z.nullable(z.object({ id: z.optional(z.nullable(z.number())) }))),
});

/** delete-address: `{model, message}` from Craft, plus `success` from our back-end. */
export const addressDeletedSchema = z.object({ success: z.optional(z.nullable(z.boolean())) });

export type CraftAddress = z.infer<typeof craftAddressSchema>;
