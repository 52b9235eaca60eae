import type { PaymentGateway } from '../../../domain/payment/payment';
import type { Country, State } from '../../../domain/settings/store-settings';
import type { StoreSettings } from '../../../ports/store-settings';
import type { CraftClient } from '../client/craft-client';
import { type Answer, CONTENT_ENDPOINTS, readContent } from '../client/element-api.endpoints';
import { codeNameListSchema, gatewayListSchema } from './element-api-settings.schema';

/** Craft's REST settings: enabled countries, a country's states, the payment gateways. */
export class CraftStoreSettings implements StoreSettings {
  readonly #client: CraftClient;

  constructor(client: CraftClient) {
    this.#client = client;
  }

  enabledCountries(): Answer<readonly Country[]> {
    return readContent(
      this.#client,
      CONTENT_ENDPOINTS.countries,
      codeNameListSchema,
      ({ data }) => data,
    );
  }

  enabledStates(countryCode: string): Answer<readonly State[]> {
    return readContent(
      this.#client,
      CONTENT_ENDPOINTS.states,
      codeNameListSchema,
      ({ data }) => data.map((state) => ({ ...state, countryCode })),
      { country: countryCode },
    );
  }

  enabledGateways(): Answer<readonly PaymentGateway[]> {
    return readContent(this.#client, CONTENT_ENDPOINTS.gateways, gatewayListSchema, ({ data }) =>
      data.map((gateway) => ({ ...gateway, isArchived: gateway.isArchived ?? false })),
    );
  }
}
