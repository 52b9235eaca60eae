/**
 * What the commerce back-end offers beyond the catalogue, cart, checkout and accounts every one of
 * them has: the screens offer only these. Craft (our server) has them all; Vendure's Shop API none.
 */
export interface CommerceCapabilities {
  /** a profile picture on the account page */
  readonly photoUpload: boolean;
  /** an order's invoice as a PDF */
  readonly invoices: boolean;
  /** a customer cancelling their order before it ships */
  readonly orderCancellation: boolean;
  /** a customer asking to send items back */
  readonly returns: boolean;
  /** a customer from before the online shop asking for an account for their e-mail */
  readonly accountActivation: boolean;
  /** a guest looking an order up by its reference and e-mail */
  readonly orderLookup: boolean;
  /** the staff's back office at /admin */
  readonly backOffice: boolean;
}
