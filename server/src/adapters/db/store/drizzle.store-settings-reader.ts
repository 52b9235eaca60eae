import { and, asc, eq } from 'drizzle-orm';
import type { StoreSettingsReader } from '../../../ports/store/store-settings-reader.ts';
import type { Db } from '../database.ts';
import { countries, gateways, states } from '../schema.ts';

export function drizzleStoreSettingsReader(db: Db): StoreSettingsReader {
  return {
    enabledCountries: () =>
      db
        .select({ code: countries.code, name: countries.name })
        .from(countries)
        .where(eq(countries.enabled, true))
        .orderBy(asc(countries.sortOrder), asc(countries.name)),

    enabledStates: (countryCode) =>
      db
        .select({ countryCode: states.countryCode, code: states.code, name: states.name })
        .from(states)
        .innerJoin(countries, eq(countries.code, states.countryCode))
        .where(
          and(
            eq(states.enabled, true),
            eq(countries.enabled, true),
            countryCode === null ? undefined : eq(states.countryCode, countryCode),
          ),
        )
        .orderBy(asc(countries.sortOrder), asc(countries.name), asc(states.name)),

    enabledGateways: () =>
      db
        .select({
          id: gateways.id,
          name: gateways.name,
          handle: gateways.handle,
          paymentType: gateways.paymentType,
          sortOrder: gateways.sortOrder,
          isArchived: gateways.isArchived,
        })
        .from(gateways)
        .where(and(eq(gateways.isFrontendEnabled, true), eq(gateways.isArchived, false)))
        .orderBy(asc(gateways.sortOrder), asc(gateways.id)),
  };
}
