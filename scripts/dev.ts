// `npm run dev`: the back-end from its TypeScript sources (server/src/main.ts, demo data on the embedded
// database in .data-dev/) and, once it answers, Vite with hot reload in front of it, proxying the
// back-end's paths to it (vite.config.ts). `npm run dev -- --fakes`: Vite alone, the storefront on the
// in-memory adapters with demo data (VITE_USE_FAKES=true, src/adapters/di/fakes.bindings.ts). Other
// arguments go to Vite. Ctrl+C (or SIGTERM) stops both; if either stops on its own, so does the other.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const fakes = args.includes('--fakes');
const viteArgs = args.filter((arg) => arg !== '--fakes');
const vitePort = Number(process.env.DEV_PORT ?? 5173);
const apiPort = Number(process.env.DEV_API_PORT ?? 3001);
const apiUrl = `http://localhost:${apiPort}`;
const READY_TIMEOUT_MS = 120_000;

const children = new Set<ChildProcess>();
let stopping = false;

function run(name: string, script: string, scriptArgs: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [script, ...scriptArgs], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      process.stderr.write(
        `\n${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.\n`,
      );
      process.exitCode = code === 0 ? 1 : (code ?? 1);
      stop();
    }
    if (children.size === 0) process.exit();
  });
  return child;
}

// The terminal sends Ctrl+C's SIGINT to every process of the group; SIGTERM is passed on here too
// (the server's shutdown is idempotent, so receiving both is fine).
function stop() {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  if (children.size === 0) process.exit();
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

async function backEndAnswers(child: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null && !stopping) {
    try {
      if ((await fetch(`${apiUrl}/healthz`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return false;
}

const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const strictPort = ['--port', String(vitePort), '--strictPort', ...viteArgs];

if (fakes) {
  process.stdout.write('Storefront on in-memory fakes with demo data (no back-end).\n');
  run('Vite', vite, strictPort, { ...process.env, VITE_USE_FAKES: 'true' });
} else {
  process.stdout.write(`Starting the back-end on ${apiUrl} (first start migrates and seeds)…\n`);
  const server = run('The back-end', join('server', 'src', 'main.ts'), [], {
    ...process.env,
    PORT: String(apiPort),
    DATA_DIR: process.env.DATA_DIR ?? join(root, '.data-dev'),
    // Links in mails and redirects point at the page you browse, not at the back-end's own port.
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${vitePort}`,
  });
  if (await backEndAnswers(server)) {
    run('Vite', vite, strictPort, { ...process.env, DEV_API_TARGET: apiUrl });
  } else if (!stopping) {
    process.stderr.write(`The back-end did not answer ${apiUrl}/healthz; stopping.\n`);
    process.exitCode = 1;
    stop();
  }
}
