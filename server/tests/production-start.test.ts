// Demo data is an explicit choice and a production shop never takes test payments: a shop started
// without settings must not sell made-up products or accept test cards that take no money.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/adapters/db/database.ts';
import { gateways, orders, products, users } from '../src/adapters/db/schema.ts';
import { enabledTestGateways } from '../src/adapters/db/store/test-gateways.ts';
import { paymentGatewayRegistry } from '../src/adapters/payments/gateway-registry.ts';
import { nodeCryptoRandomSource } from '../src/adapters/system/node-crypto.random-source.ts';
import { ConfigError, readConfig } from '../src/config.ts';
import { main } from '../src/main.ts';
import { openTestDatabase, type TestDatabase } from './support/test-database.ts';

const SECRET = 'p'.repeat(40);
const tmp = () => mkdtempSync(join(tmpdir(), 'shop-production-'));

describe('DEMO_DATA: the demo shop is an explicit choice', () => {
  it('is on outside production (npm start gives the demo shop) and off in production', () => {
    expect(readConfig({ DATA_DIR: tmp() }).demoData).toBe(true);
    expect(readConfig({ NODE_ENV: 'staging', DATA_DIR: tmp() }).demoData).toBe(true);
    expect(readConfig({ DEMO_DATA: 'false', DATA_DIR: tmp() }).demoData).toBe(false);
    expect(
      readConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, DATA_DIR: tmp() }).demoData,
    ).toBe(false);
  });

  it('is refused in production: a published password and a test gateway', () => {
    expect(() =>
      readConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: SECRET,
        DATA_DIR: tmp(),
        DEMO_DATA: 'true',
      }),
    ).toThrow(/DEMO_DATA=true is refused when NODE_ENV=production/);
  });
});

describe('a database prepared without demo data', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase({ demoData: false });
  });
  afterAll(() => t.cleanup());

  const rows = async (table: PgTable) =>
    (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('has no demo customer, no orders, no catalogue and no test gateway', async () => {
    expect(await rows(users)).toBe(0);
    expect(await rows(orders)).toBe(0);
    expect(await rows(products)).toBe(0);
    expect(await rows(gateways)).toBe(0);
    expect(await enabledTestGateways(t.database.db)).toEqual([]);
  });
});

describe('test gateways in production', () => {
  it('the demo database has the Dummy gateway enabled, which the production start looks for', async () => {
    const t = await openTestDatabase();
    try {
      expect(await enabledTestGateways(t.database.db)).toEqual([
        { handle: 'dummy', name: 'Credit card (test)' },
      ]);
    } finally {
      await t.cleanup();
    }
  });

  it('get no adapter in production, so no payment is accepted through one', () => {
    const registry = (testGateways: boolean) =>
      paymentGatewayRegistry({ random: nodeCryptoRandomSource, testGateways, stripe: undefined });
    expect(registry(false)('dummy', 'purchase')).toBeNull();
    expect(registry(false)('manual', 'authorize')).not.toBeNull();
    expect(registry(true)('dummy', 'purchase')).not.toBeNull();
  });

  it('stop a production start with a message that says how to switch them off', async () => {
    const dataDir = tmp();
    // A database an earlier start seeded with the demo: its Dummy gateway is still offered.
    const earlier = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    await earlier.migrate();
    await earlier.db
      .insert(gateways)
      .values({ handle: 'dummy', name: 'Credit card (test)', type: 'dummy' });
    await earlier.close();
    const start = main({
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
    });
    await expect(start).rejects.toThrow(ConfigError);
    await expect(start).rejects.toThrow(
      /"Credit card \(test\)" \(handle dummy\) is enabled[\s\S]*frontendEnabled: false[\s\S]*npm run content -- import/,
    );
  }, 60_000);
});
