// The floor every throughput is compared with: a bare Fastify route doing one primary-key SELECT on
// PostgreSQL (floor-server.ts, its own process, so it gets the same treatment as the shop).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type LoadResult, type LoadShape, runLoad } from './load.ts';
import type { ScratchDatabase } from './postgres.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureFloor(
  database: ScratchDatabase,
  port: number,
  shape: LoadShape,
): Promise<LoadResult> {
  const [variant] = await database.query<{ id: number }>('SELECT id FROM variants LIMIT 1');
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL('./floor-server.ts', import.meta.url))],
    { env: { ...process.env, DATABASE_URL: database.url, PORT: String(port) }, stdio: 'inherit' },
  );
  try {
    for (let attempt = 0; attempt < 500; attempt += 1) {
      const healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) break;
      await sleep(20);
    }
    return await runLoad(
      {
        name: 'floor: one PK SELECT',
        url: `http://127.0.0.1:${port}/floor?id=${variant?.id ?? 0}`,
      },
      shape,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
