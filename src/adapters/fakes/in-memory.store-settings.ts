import type { State } from '../../domain/settings/store-settings';
import type { GatewayError } from '../../domain/http/gateway.errors';
import type { Result } from '../../domain/shared/result';
import type { StoreSettings } from '../../ports/store-settings';
import { CONTENT_ENDPOINTS } from '../http/client/element-api.endpoints';
import type { InMemoryContent } from './in-memory-content';

/** The countries, states and live payment gateways of an in-memory content system. */
export class InMemoryStoreSettings implements StoreSettings {
  readonly #content: InMemoryContent;

  constructor(content: InMemoryContent) {
    this.#content = content;
  }

  enabledCountries = () =>
    this.#content.answer(CONTENT_ENDPOINTS.countries, this.#content.data.countries ?? []);

  enabledStates(countryCode: string): Promise<Result<readonly State[], GatewayError>> {
    const code = countryCode.toUpperCase();
    const states = (this.#content.data.states ?? []).filter((state) => state.countryCode === code);
    return this.#content.answer(CONTENT_ENDPOINTS.states, states);
  }

  enabledGateways = () =>
    this.#content.answer(
      CONTENT_ENDPOINTS.gateways,
      (this.#content.data.gateways ?? []).filter((gateway) => !gateway.isArchived),
    );
}
