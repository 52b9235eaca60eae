import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { usesPostgres } from '../support/test-database.ts';

describe('GET /healthz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports a reachable database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: { kind: usesPostgres() ? 'postgres' : 'pglite', reachable: true },
    });
  });

  it('answers 503 when the database does not answer', async () => {
    const app = await buildApp({
      ...t.deps,
      database: { kind: 'postgres', ping: async () => false },
    });
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'unavailable',
      database: { kind: 'postgres', reachable: false },
    });
    await app.close();
  });
});
