// What the checkout offers: the countries and states the shop ships to, and the payment gateways.

export interface Country {
  readonly code: string;
  readonly name: string;
}

export interface State {
  readonly countryCode: string;
  readonly code: string;
  readonly name: string;
}

export interface PaymentGateway {
  readonly id: number;
  readonly name: string;
  readonly handle: string;
  /** 'purchase' or 'authorize'. */
  readonly paymentType: string;
  readonly sortOrder: number;
  readonly isArchived: boolean;
}

/** ISO 3166-1 alpha-2, as the address book stores it: two letters, upper case. */
export const isCountryCode = (value: string): boolean => /^[A-Z]{2}$/.test(value);
