import type { AppSessionUser } from '../../../domain/session/app-session';
import { fullNameOf } from '../../../domain/user/user.rules';
import { idOf } from '../client/vendure-id';
import type { SessionCustomer } from './vendure-session.schema';

/** Vendure keeps first and last names only; no name at all is no full name. */
const fullNameOfCustomer = ({ firstName, lastName }: SessionCustomer): string | null =>
  fullNameOf(firstName, lastName) || null;

/**
 * The customer as the storefront's session knows them. `id` is the Customer's (the record whose
 * names, addresses and orders the storefront shows); `uid` is their login's (Vendure's User) id,
 * as Vendure has no UUIDs; the username is the e-mail address they sign in with.
 */
export const sessionUserOf = (customer: SessionCustomer): AppSessionUser => ({
  id: idOf(customer.id),
  uid: customer.user.id,
  email: customer.emailAddress,
  username: customer.user.identifier,
  fullName: fullNameOfCustomer(customer),
});
