// Starts the installed Vendure peer (`npm run vendure:setup` first) as a child process and waits until
// its Shop API answers. For contract tests and Playwright journeys that run against Vendure.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MAILBOX_PATH, peerInstallProblem, peerPort } from './location.ts';
import type { PeerMail } from './mailbox.ts';

export type { PeerMail } from './mailbox.ts';

export interface VendurePeer {
  /** http://127.0.0.1:<port>/shop-api */
  readonly shopApiUrl: string;
  /** http://127.0.0.1:<port>: also serves /vendure-assets/<file> and /test-mailbox. */
  readonly origin: string;
  /** The account mails (tokens) sent to `email` since the peer started, newest last. */
  mailbox(email: string): Promise<readonly PeerMail[]>;
  close(): Promise<void>;
}

const SERVE_SCRIPT = fileURLToPath(new URL('./serve.ts', import.meta.url));
/** The repository's own Node (it runs .ts files), else the one running this. */
const REPO_NODE = fileURLToPath(new URL('../../../node_modules/.bin/node', import.meta.url));
const READY_TIMEOUT_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const answers = (shopApiUrl: string) =>
  fetch(shopApiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  }).then(
    (response) => response.ok,
    () => false,
  );

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitUntilReady(child: ChildProcess, shopApiUrl: string, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answers(shopApiUrl))) {
    if (exited(child))
      throw new Error(
        `the Vendure peer exited (${child.exitCode ?? child.signalCode}):\n${output()}`,
      );
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the Vendure peer did not answer within 120 s:\n${output()}`);
    }
    await sleep(100);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (exited(child)) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}

export async function startVendurePeer(options: { port?: number } = {}): Promise<VendurePeer> {
  const problem = peerInstallProblem();
  if (problem) throw new Error(problem);
  const port = options.port ?? peerPort();
  const origin = `http://127.0.0.1:${port}`;
  const shopApiUrl = `${origin}/shop-api`;
  if (await answers(shopApiUrl))
    throw new Error(`port ${port} is taken: something already answers ${shopApiUrl}`);
  const child = spawn(existsSync(REPO_NODE) ? REPO_NODE : process.execPath, [SERVE_SCRIPT], {
    env: { ...process.env, VENDURE_PEER_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => void (output = `${output}${chunk.toString()}`.slice(-8000));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // A test run that ends without close() does not leave the peer behind.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  await waitUntilReady(child, shopApiUrl, () => output);
  return {
    shopApiUrl,
    origin,
    async mailbox(email) {
      const response = await fetch(`${origin}${MAILBOX_PATH}?to=${encodeURIComponent(email)}`);
      return (await response.json()) as PeerMail[];
    },
    async close() {
      process.off('exit', orphanGuard);
      await stop(child);
    },
  };
}
