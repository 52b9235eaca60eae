import type { PaymentGateway } from '../domain/payment/payment';
import type { GatewayError } from '../domain/http/gateway.errors';
import type { Country, State } from '../domain/settings/store-settings';
import type { Result } from '../domain/shared/result';

type Answer<T> = Promise<Result<T, GatewayError>>;

/** The store's settings that addresses and checkout offer: where it ships, and how one can pay. */
export interface StoreSettings {
  enabledCountries(): Answer<readonly Country[]>;
  /** one country's states */
  enabledStates(countryCode: string): Answer<readonly State[]>;
  enabledGateways(): Answer<readonly PaymentGateway[]>;
}
