export type AddressValidationRequestError = { readonly kind: 'country-code-required' };

/** Why the validate-address call itself failed; the messages live in the error catalogue. */
export type AddressValidationFailure =
  | {
      readonly kind: 'address-validation-http-error';
      readonly status: number;
      /** whatever text the failure carried: message, error and details, used to spot a country-code problem */
      readonly detail: string;
    }
  | { readonly kind: 'address-validation-network-error' };

export type AddressBookError =
  { readonly kind: 'address-not-saved' } | { readonly kind: 'address-not-deleted' };
