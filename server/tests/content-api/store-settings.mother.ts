// Shipping countries, states and payment gateways for the content API tests.
import type { Db } from '../../src/adapters/db/database.ts';
import { countries, gateways, states } from '../../src/adapters/db/schema.ts';

export async function aStoreSettings(db: Db) {
  await db.insert(countries).values([
    { code: 'US', name: 'United States', sortOrder: 0 },
    { code: 'CA', name: 'Canada', sortOrder: 1 },
    { code: 'FR', name: 'France', sortOrder: 2, enabled: false },
    { code: 'NL', name: 'Netherlands', sortOrder: 3 },
  ]);
  await db.insert(states).values([
    { countryCode: 'US', code: 'NY', name: 'New York' },
    { countryCode: 'US', code: 'CA', name: 'California' },
    { countryCode: 'US', code: 'TX', name: 'Texas', enabled: false },
    { countryCode: 'CA', code: 'ON', name: 'Ontario' },
    { countryCode: 'FR', code: 'IDF', name: 'Île-de-France' },
  ]);
  const savedGateways = await db
    .insert(gateways)
    .values([
      { name: 'Dummy', handle: 'dummy', type: 'dummy', sortOrder: 2 },
      {
        name: 'Pay by invoice',
        handle: 'manual',
        type: 'manual',
        paymentType: 'authorize',
        sortOrder: 1,
      },
      { name: 'Old', handle: 'old', type: 'dummy', sortOrder: 0, isArchived: true },
      {
        name: 'Back office',
        handle: 'back-office',
        type: 'manual',
        sortOrder: 3,
        isFrontendEnabled: false,
      },
    ])
    .returning();

  return savedGateways;
}
