// Starts the shop's server as its own process, from the production bundle `npm start` runs (server/dist/
// main.js, built first when stale; the build is not timed), and measures what an operator sees: time from
// spawn to a healthy /healthz, and resident memory.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuilt, SERVER_BUNDLE } from '../../scripts/build-server.ts';

const SERVER_MAIN = SERVER_BUNDLE;

export interface ShopProcess {
  readonly url: string;
  readonly pid: number;
  /** spawn → first 200 from /healthz */
  readonly startupMs: number;
  rssMiB(): number;
  stop(): Promise<void>;
  kill9(): Promise<void>;
}

export interface ShopOptions {
  readonly port: number;
  /** PostgreSQL URL; without it the shop uses PGlite in `dataDir` */
  readonly databaseUrl?: string;
  readonly dataDir?: string;
  readonly env?: Record<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error(`the shop did not answer /healthz within ${timeoutMs} ms`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

export async function startShop(options: ShopOptions): Promise<ShopProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'bench-shop-'));
  const stderr: string[] = [];
  await ensureServerBuilt();
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_LEVEL: 'warn',
      // Production's code paths with the demo shop and its test gateway, which production refuses.
      NODE_ENV: 'staging',
      SESSION_SECRET: 'bench-only-session-secret-not-for-production-use',
      // Every bench shopper pays from 127.0.0.1: one client address for the payments-ip limit.
      RATE_LIMIT_PAYMENTS_IP: '1000000/60',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  try {
    await waitHealthy(url, child, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${stderr.join('')}`, { cause: error });
  }
  const startupMs = performance.now() - started;
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    startupMs,
    rssMiB() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kib / 1024;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}
