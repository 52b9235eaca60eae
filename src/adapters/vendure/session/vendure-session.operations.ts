// Who is signed in, and signing out: what the start-up session read and the account gateway share.
import type { GraphqlOperation } from '../client/vendure-client';

/** The signed-in customer as the header and the session need them; `null` for a guest. */
export const SIGNED_IN_CUSTOMER: GraphqlOperation = {
  name: 'SignedInCustomer',
  document: `query SignedInCustomer {
  activeCustomer { id emailAddress firstName lastName user { id identifier } }
}`,
};

export const LOGOUT: GraphqlOperation = {
  name: 'Logout',
  document: `mutation Logout { logout { success } }`,
};
