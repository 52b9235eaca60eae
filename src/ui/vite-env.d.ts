/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** origin of the back-end; empty for the same origin */
  readonly VITE_API_BASE_URL?: string;
  /** 'true' runs the storefront on in-memory adapters with demo data */
  readonly VITE_USE_FAKES?: string;
}
