import type { GatewayError } from '../../../domain/http/gateway.errors';
import type { PaymentGateway } from '../../../domain/payment/payment';
import type { Country, State } from '../../../domain/settings/store-settings';
import { ok, type Result } from '../../../domain/shared/result';
import type { StoreSettings } from '../../../ports/store-settings';
import type { VendureClient } from '../client/vendure-client';
import { idOf } from '../client/vendure-id';
import { AVAILABLE_COUNTRIES, PAYMENT_METHODS } from './vendure-settings.operations';
import {
  availableCountriesSchema,
  type PaymentMethods,
  paymentMethodsSchema,
} from './vendure-settings.schema';

type Answer<T> = Promise<Result<T, GatewayError>>;

/**
 * A payment method as a gateway: its id is the gateway id the checkout picks, its code the handle
 * (what a payment names when it is added to the order). In Vendure's order; Vendure does not say
 * whether a method authorises or takes the money (its handler decides), hence no payment type.
 */
export const mapPaymentMethods = ({ activePaymentMethods }: PaymentMethods): PaymentGateway[] =>
  activePaymentMethods
    .filter((method) => method !== null)
    .map((method, index) => ({
      id: idOf(method.id),
      name: method.name,
      handle: method.code,
      paymentType: '',
      sortOrder: index + 1,
      isArchived: false,
    }));

/** The channel's countries and payment methods from Vendure's Shop API. */
export class VendureStoreSettings implements StoreSettings {
  readonly #client: VendureClient;

  constructor(client: VendureClient) {
    this.#client = client;
  }

  enabledCountries(): Answer<readonly Country[]> {
    return this.#client.query(AVAILABLE_COUNTRIES, {}, availableCountriesSchema, (data) =>
      data.availableCountries.map(({ code, name }) => ({ code, name })),
    );
  }

  /**
   * Vendure's Shop API lists no states or provinces: none for any country, so the address forms
   * take the state as typed text (their field for a country without a list).
   */
  async enabledStates(): Answer<readonly State[]> {
    return ok([]);
  }

  enabledGateways(): Answer<readonly PaymentGateway[]> {
    return this.#client.query(PAYMENT_METHODS, {}, paymentMethodsSchema, mapPaymentMethods);
  }
}
