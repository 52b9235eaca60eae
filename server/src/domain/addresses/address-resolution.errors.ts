// Why an address could not be resolved at all (as opposed to a resolution that lists Error messages).
// `detail` is the service's own answer text, relayed so the storefront can show its messages.

export type AddressResolutionError =
  | { readonly kind: 'country-code-missing' }
  /** The service refused the request as malformed (AvaTax 400) or unprocessable (422). */
  | { readonly kind: 'request-refused'; readonly unprocessable: boolean; readonly detail: string }
  /** The shop's credentials were refused: the shop's problem, not the customer's. */
  | { readonly kind: 'access-denied'; readonly detail: string }
  | { readonly kind: 'service-not-found'; readonly detail: string }
  | { readonly kind: 'service-failed'; readonly detail: string }
  /** No answer, or one that could not be read. */
  | { readonly kind: 'service-unreachable'; readonly reason: string };

export const COUNTRY_CODE_REQUIRED = 'Country code is required for address validation.';
