import type { Country, PaymentGateway, State } from '../../domain/settings/store-settings.ts';

export interface StoreSettingsReader {
  /** Enabled countries in the shop's order (then by name). */
  enabledCountries(): Promise<readonly Country[]>;
  /** Enabled states of enabled countries, by name; one country's when `countryCode` is given. */
  enabledStates(countryCode: string | null): Promise<readonly State[]>;
  /** Gateways shoppers may pay with: front-end enabled, not archived, in sort order. */
  enabledGateways(): Promise<readonly PaymentGateway[]>;
}
