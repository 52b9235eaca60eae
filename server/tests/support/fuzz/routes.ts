// The routes a fuzz run attacks, read from the app itself (Fastify's route tree), so a new action is
// fuzzed without anyone adding it to a list.
import type { FastifyInstance } from 'fastify';

export interface FuzzRoute {
  readonly method: 'GET' | 'POST';
  /** The path as registered, params as `:name`. */
  readonly path: string;
}

const ATTACKED_PREFIXES = ['/actions/', '/api/', '/img/'];

/** Paths from `printRoutes({ commonPrefix: false })`: one segment per line, nested by indentation. */
function pathsOf(tree: string, method: FuzzRoute['method']): string[] {
  const parents: string[] = [];
  const paths: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    if (match[3]?.split(', ').includes(method)) paths.push(path);
  }
  return paths;
}

export function fuzzRoutesOf(app: FastifyInstance): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const method of ['POST', 'GET'] as const) {
    const tree = app.printRoutes({ commonPrefix: false, method });
    for (const path of pathsOf(tree, method)) {
      if (ATTACKED_PREFIXES.some((prefix) => path.startsWith(prefix)) && !path.includes('*')) {
        routes.push({ method, path });
      }
    }
  }
  return routes;
}
