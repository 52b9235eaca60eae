import * as z from 'zod/mini';

/** actions/users/session-info; the user fields appear only for signed-in visitors. */
export const craftSessionInfoSchema = z.object({
  isGuest: z.boolean(),
  timeout: z.number(),
  csrfTokenName: z.optional(z.nullable(z.string())),
  csrfTokenValue: z.optional(z.nullable(z.string())),
  id: z.optional(z.nullable(z.number())),
  uid: z.optional(z.nullable(z.string())),
  username: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
});

export type CraftSessionInfo = z.infer<typeof craftSessionInfoSchema>;

/** The one field the client needs before it may POST. */
export const craftCsrfTokenSchema = z.object({
  csrfTokenValue: z.string().check(z.minLength(1)),
});
