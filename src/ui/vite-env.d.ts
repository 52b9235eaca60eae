/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** origin of the back-end; empty for the same origin */
  readonly VITE_API_BASE_URL?: string;
  /** 'true' runs the storefront on in-memory adapters with demo data */
  readonly VITE_USE_FAKES?: string;
  /** the commerce feature flag ('false' hides the account and cart widgets); on by default */
  readonly VITE_COMMERCE_ENABLED?: string;
  /** an embeddable form (e.g. a Typeform) for 'Get Started'; unset: the built-in form */
  readonly VITE_GET_STARTED_FORM_URL?: string;
}
