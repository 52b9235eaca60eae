import { afterEach, beforeEach, describe, expect } from 'vitest';
import type { StoreSettings } from '../../src/ports/store-settings';
import { caseFor, type Missing, valueOf } from './contract-helpers';

export interface StoreSettingsSubject {
  readonly settings: StoreSettings;
  readonly cleanup?: () => Promise<void>;
}

export type SettingsCase = 'settings';

/** What every honest StoreSettings lists: countries, a country's states and the live gateways. */
export const describeStoreSettingsContract = (
  name: string,
  make: () => Promise<StoreSettingsSubject>,
  missing?: Missing<SettingsCase>,
): void => {
  describe(`StoreSettings contract: ${name}`, () => {
    let subject: StoreSettingsSubject;
    const test = caseFor(missing);
    beforeEach(async () => {
      subject = await make();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    test('settings', "lists the countries, a country's states and the gateways", async () => {
      const countries = valueOf(await subject.settings.enabledCountries());
      expect(countries.length).toBeGreaterThan(0);
      const code = countries[0]?.code ?? 'US';
      expect(code).toMatch(/^[A-Z]{2}$/);

      const states = valueOf(await subject.settings.enabledStates(code));
      const gateways = valueOf(await subject.settings.enabledGateways());

      expect(states.every((state) => state.countryCode === code)).toBe(true);
      expect(gateways.every((gateway) => !gateway.isArchived)).toBe(true);
    });
  });
};
