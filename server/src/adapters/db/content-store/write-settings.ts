// Countries with their states (a country file lists all of them: unlisted states are removed), and
// payment gateways.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { CountryContent, GatewayContent } from '../../../domain/content/content.ts';
import { countries, gateways, states } from '../schema.ts';
import { excluded, type Tx } from './upsert.ts';

/** Returns the number of states written. */
export async function writeCountries(tx: Tx, items: readonly CountryContent[]): Promise<number> {
  if (items.length === 0) return 0;
  await tx
    .insert(countries)
    .values(
      items.map((country) => ({
        code: country.code,
        name: country.name,
        enabled: country.enabled,
        sortOrder: country.sortOrder,
      })),
    )
    .onConflictDoUpdate({
      target: countries.code,
      set: {
        name: excluded(countries.name),
        enabled: excluded(countries.enabled),
        sortOrder: excluded(countries.sortOrder),
      },
    });
  let written = 0;
  for (const country of items) {
    const codes = country.states.map((state) => state.code);
    await tx
      .delete(states)
      .where(
        codes.length
          ? and(eq(states.countryCode, country.code), notInArray(states.code, codes))
          : eq(states.countryCode, country.code),
      );
    written += codes.length;
  }
  const stateRows = items.flatMap((country) =>
    country.states.map((state) => ({
      countryCode: country.code,
      code: state.code,
      name: state.name,
    })),
  );
  if (stateRows.length > 0)
    await tx
      .insert(states)
      .values(stateRows)
      .onConflictDoUpdate({
        target: [states.countryCode, states.code],
        set: { name: excluded(states.name), enabled: sql`true` },
      });
  return written;
}

export async function writeGateways(tx: Tx, items: readonly GatewayContent[]): Promise<void> {
  if (items.length === 0) return;
  await tx
    .insert(gateways)
    .values(
      items.map((gateway) => ({
        handle: gateway.handle,
        name: gateway.name,
        type: gateway.type,
        paymentType: gateway.paymentType,
        sortOrder: gateway.sortOrder,
        isFrontendEnabled: gateway.frontendEnabled,
        isArchived: false,
        settings: { ...gateway.settings },
      })),
    )
    .onConflictDoUpdate({
      target: gateways.handle,
      set: {
        name: excluded(gateways.name),
        type: excluded(gateways.type),
        paymentType: excluded(gateways.paymentType),
        sortOrder: excluded(gateways.sortOrder),
        isFrontendEnabled: excluded(gateways.isFrontendEnabled),
        isArchived: excluded(gateways.isArchived),
        settings: excluded(gateways.settings),
      },
    });
}
