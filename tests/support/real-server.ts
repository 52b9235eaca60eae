// The real back-end (server/), listening on a free loopback port, for the adapters' contract suites.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/src/adapters/db/database.ts';
import { buildApp } from '../../server/src/app.ts';
import { composeApp, prepareDatabase } from '../../server/src/composition.ts';
import type { CommerceSetting } from '../../server/src/commerce.config.ts';
import { testConfig } from '../../server/tests/support/test-app.ts';

export interface RealServer {
  readonly baseUrl: string;
  close(): Promise<void>;
}

export interface RealServerOptions {
  /** where the catalogue comes from: this server by default, or Vendure (forwarded at /shop-api) */
  readonly commerce?: CommerceSetting;
}

export async function startRealServer(options: RealServerOptions = {}): Promise<RealServer> {
  const uploadsDir = await mkdtemp(join(tmpdir(), 'shop-real-server-uploads-'));
  const database = await openDatabase({ kind: 'pglite' });
  await prepareDatabase(database, { uploadsDir, demoData: true });
  const app = await buildApp(
    composeApp(
      {
        ...testConfig({ publicUrl: 'http://127.0.0.1', uploadsDir }),
        ...(options.commerce ? { commerce: options.commerce } : {}),
      },
      database,
    ),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await database.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}
