import * as z from 'zod/mini';

const text = z.optional(z.nullable(z.string()));
const id = z.optional(z.nullable(z.number()));
const flag = z.optional(z.nullable(z.boolean()));

/** Craft's serialized user; keys the storefront does not use are dropped. */
export const craftUserSchema = z.object({
  id: z.number(),
  uid: z.string(),
  email: z.string(),
  username: text,
  firstName: text,
  lastName: text,
  fullName: text,
  status: z.enum(['active', 'pending', 'suspended', 'inactive', 'disabled', 'archived']),
  photoId: id,
  preferredLanguage: text,
  primaryBillingAddressId: id,
  primaryShippingAddressId: id,
  active: flag,
  pending: flag,
  locked: flag,
  suspended: flag,
  admin: flag,
  enabled: flag,
  archived: flag,
  lastLoginDate: text,
  invalidLoginCount: id,
  lastInvalidLoginDate: text,
  lockoutDate: text,
});

/** login, save-user (registration and profile) and /api/user all answer with a `user`. */
export const craftUserAnswerSchema = z.object({ user: craftUserSchema });

/** Craft's login refusal: 400 `{errorCode, message}`. */
export const craftLoginFailureSchema = z.object({
  errorCode: z.optional(z.nullable(z.string())),
  message: z.optional(z.nullable(z.string())),
});

export const craftPhotoAnswerSchema = z.object({ photoId: z.number() });

/** set-password: `{status}`, the user's status after the reset. */
export const craftPasswordSetSchema = z.object({ status: z.string() });

/** GET /api/users/info?email= */
export const userInfoSchema = z.object({
  success: z.boolean(),
  email: z.string(),
  status: z.optional(z.nullable(z.string())),
  message: text,
  passwordResetRequired: flag,
  canRequestActivation: flag,
  hasProfile: flag,
});

/** POST /api/users/resend-verification refused by its cooldown: 429. */
export const resendCooldownSchema = z.object({
  error: z.string(),
  message: z.string(),
  timeRemaining: z.optional(z.nullable(z.number())),
});

export type CraftUser = z.infer<typeof craftUserSchema>;
export type UserInfoJson = z.infer<typeof userInfoSchema>;
