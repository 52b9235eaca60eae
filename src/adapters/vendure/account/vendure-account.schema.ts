import * as z from 'zod/mini';
import { sessionCustomerSchema } from '../session/vendure-session.schema';

/** An ErrorResult: how Vendure refuses inside the answer's data (wrong password, bad token…). */
export const refusalSchema = z.object({
  errorCode: z.string(),
  message: z.string(),
  /** PasswordValidationError's own words for what is wrong with the password */
  validationErrorMessage: z.optional(z.string()),
});

// Refusals first: a refusal never has `id` or `success`, so the union cannot take one for the other.
const signedInOrRefused = z.union([refusalSchema, z.object({ id: z.string() })]);
const doneOrRefused = z.union([refusalSchema, z.object({ success: z.boolean() })]);

/** The customer with their login's state and which of their addresses are the defaults. */
export const accountCustomerSchema = z.extend(sessionCustomerSchema, {
  user: z.object({
    id: z.string(),
    identifier: z.string(),
    verified: z.boolean(),
    lastLogin: z.nullable(z.string()),
  }),
  addresses: z.nullable(
    z.array(
      z.object({
        id: z.string(),
        defaultShippingAddress: z.nullable(z.boolean()),
        defaultBillingAddress: z.nullable(z.boolean()),
      }),
    ),
  ),
});

export const accountCustomerAnswerSchema = z.object({
  activeCustomer: z.nullable(accountCustomerSchema),
});
export const loginSchema = z.object({ login: signedInOrRefused });
export const registerSchema = z.object({ registerCustomerAccount: doneOrRefused });
export const verifyAccountSchema = z.object({ verifyCustomerAccount: signedInOrRefused });
export const confirmEmailChangeSchema = z.object({ updateCustomerEmailAddress: doneOrRefused });
export const resendVerificationSchema = z.object({ refreshCustomerVerification: doneOrRefused });
export const requestPasswordResetSchema = z.object({
  requestPasswordReset: z.nullable(doneOrRefused),
});
export const resetPasswordSchema = z.object({ resetPassword: signedInOrRefused });
export const updateNamesSchema = z.object({ updateCustomer: accountCustomerSchema });
export const updatePasswordSchema = z.object({ updateCustomerPassword: doneOrRefused });
export const requestEmailChangeSchema = z.object({
  requestUpdateCustomerEmailAddress: doneOrRefused,
});

export type Refusal = z.infer<typeof refusalSchema>;
export type AccountCustomer = z.infer<typeof accountCustomerSchema>;
