import type { BackendError } from './backend-error';

/** What a response was supposed to contain; picks the message shown when it could not be decoded. */
export type DataSubject = 'cart' | 'session' | 'products' | 'user' | 'response';

export type GatewayError =
  | { readonly kind: 'request-failed'; readonly error: BackendError }
  | {
      readonly kind: 'invalid-data';
      readonly subject: DataSubject;
      readonly endpoint: string;
      readonly issues: readonly string[];
    };
