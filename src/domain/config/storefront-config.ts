/** What the storefront's build is configured with (Vite `VITE_*` variables). */
export interface StorefrontConfig {
  /** the commerce feature flag: the account and cart widgets show only when it is on */
  readonly commerceEnabled: boolean;
  /** an embeddable form (e.g. a Typeform) for 'Get Started'; null: the built-in get-started form */
  readonly getStartedFormUrl: string | null;
}

/** The raw values, as the build hands them over (unset variables are undefined). */
export interface StorefrontConfigSource {
  readonly commerceEnabled?: string | undefined;
  readonly getStartedFormUrl?: string | undefined;
}
