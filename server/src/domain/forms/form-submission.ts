// The storefront's two forms: the header's "Get Started" enquiry and a product's "Call for quote".

export const FORM_HANDLES = ['get-started', 'call-quote'] as const;
export type FormHandle = (typeof FORM_HANDLES)[number];

export interface GetStartedEnquiry {
  readonly handle: 'get-started';
  readonly name: string;
  readonly company: string | null;
  readonly email: string;
  readonly message: string;
}

export interface QuoteRequest {
  readonly handle: 'call-quote';
  readonly productId: number;
  readonly variantId: number | null;
  readonly quantity: number;
  readonly name: string;
  readonly email: string;
  readonly phone: string | null;
  readonly message: string | null;
}

export type FormSubmission = GetStartedEnquiry | QuoteRequest;

/** What the shop is told about the product of a quote request (looked up, never taken from the form). */
export interface QuotedProduct {
  readonly id: number;
  readonly title: string;
  readonly variant: { readonly id: number; readonly sku: string; readonly title: string } | null;
}

/** A validated submission with what the shop needs to answer it. */
export type ReceivedSubmission =
  | { readonly form: GetStartedEnquiry }
  | { readonly form: QuoteRequest; readonly product: QuotedProduct };
