/** What checkout offers: the countries and states the shop ships to (payment gateways are in cart/payment). */
export interface Country {
  /** ISO 3166-1 alpha-2 */
  readonly code: string;
  readonly name: string;
}

export interface State {
  readonly countryCode: string;
  readonly code: string;
  readonly name: string;
}
