import * as z from 'zod/mini';

/** A Customer's login: Vendure's User (its id, and the e-mail address it signs in with). */
const sessionUserSchema = z.object({ id: z.string(), identifier: z.string() });

/**
 * The signed-in customer. Their `user` is required: `activeCustomer` is found by the session's user,
 * so a customer without one (a guest's checkout record) never comes back here.
 */
export const sessionCustomerSchema = z.object({
  id: z.string(),
  emailAddress: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  user: sessionUserSchema,
});

export const signedInCustomerSchema = z.object({
  activeCustomer: z.nullable(sessionCustomerSchema),
});

export const logoutSchema = z.object({ logout: z.object({ success: z.boolean() }) });

export type SessionCustomer = z.infer<typeof sessionCustomerSchema>;
