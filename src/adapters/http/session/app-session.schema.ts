import * as z from 'zod/mini';

const text = z.optional(z.nullable(z.string()));

/** The user the storefront copies into its session after a sign-in. */
export const appSessionUserSchema = z.object({
  id: z.number(),
  uid: z.string(),
  email: z.string(),
  username: text,
  fullName: text,
});

/** nuxt-auth-utils' session data: `{id}` for a new visitor, plus `user` once signed in. */
export const appSessionSchema = z.object({
  id: z.optional(z.nullable(z.string())),
  user: z.optional(z.nullable(appSessionUserSchema)),
});

/** POST /api/v1/{commerce-cms-segment}/session answers `{success, session}`. */
export const appSessionSyncSchema = z.object({
  success: z.optional(z.boolean()),
  session: z.optional(z.nullable(appSessionSchema)),
});

export type AppSessionJson = z.infer<typeof appSessionSchema>;
