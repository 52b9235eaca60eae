import type { AddressValidationFailure } from '../address/address.errors';
import type { RoutingError } from '../routing/routing.errors';
import type { FormError } from '../forms/form-messages.rules';
import type { GatewayError } from '../http/gateway.errors';
import type { LoginFailure, ResendCooldownFailure } from '../auth/login-error';
import type { EnabledSettingsSubject } from './other-messages';
import type { ToastKey } from '../flash/toast-messages';

/** The service helpers' failures. */
export type ServiceFailure =
  | { readonly kind: 'request-exception'; readonly message: string | null }
  | { readonly kind: 'api-error'; readonly message: string; readonly prefix?: string }
  | { readonly kind: 'invalid-server-data'; readonly message?: string | null };

/** The spec's "Other messages", as failures. */
export type OtherFailure =
  | { readonly kind: 'not-authenticated' }
  | { readonly kind: 'password-reset-failed' }
  | { readonly kind: 'registration-failed'; readonly errors: readonly string[] }
  | { readonly kind: 'payment-failed' }
  | { readonly kind: 'payment-completion-failed' }
  | { readonly kind: 'enabled-settings-failed'; readonly subject: EnabledSettingsSubject }
  /** an action failed with nothing more specific to say than its toast */
  | { readonly kind: 'operation-failed'; readonly toast: ToastKey };

/** Every failure the storefront can show a person; `errorMessage` has a text for each. */
export type AppError =
  | GatewayError
  | ServiceFailure
  | LoginFailure
  | ResendCooldownFailure
  | AddressValidationFailure
  | RoutingError
  | FormError
  | OtherFailure;
