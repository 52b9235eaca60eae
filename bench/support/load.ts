// One autocannon run: N connections for D seconds, each connection with its own shopper session.
import autocannon from 'autocannon';

export interface LoadResult {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly total: number;
}

export interface LoadTarget {
  readonly name: string;
  readonly url: string;
  readonly method?: 'GET' | 'POST';
  readonly body?: string;
  /** headers for the i-th connection (cookies, CSRF token, …) */
  readonly headersFor?: (connection: number) => Record<string, string>;
}

export interface LoadShape {
  readonly connections: number;
  readonly durationSeconds: number;
}

export async function runLoad(target: LoadTarget, shape: LoadShape): Promise<LoadResult> {
  let nextConnection = 0;
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    connections: shape.connections,
    duration: shape.durationSeconds,
    ...(target.body === undefined ? {} : { body: target.body }),
    headers: { accept: 'application/json' },
    setupClient: (client) => {
      const headers = target.headersFor?.(nextConnection++);
      if (headers) client.setHeaders({ accept: 'application/json', ...headers });
    },
  });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

export function formatLoadTable(rows: readonly LoadResult[]): string {
  const header = ['operation', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];
  const lines = rows.map((row) => [
    row.name,
    fixed(row.requestsPerSecond),
    fixed(row.p50Ms, 1),
    fixed(row.p99Ms, 1),
    String(row.non2xx),
    String(row.errors),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const render = (cells: readonly string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [render(header), ...lines.map(render)].join('\n');
}
