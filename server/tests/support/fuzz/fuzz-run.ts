// Sends malformed requests one at a time as a signed-in shopper (session cookie, CSRF token, a cart
// with a line), and reports statuses, every 5xx, and every refused request (4xx) that changed data.
// The transport is pluggable: `app.inject` in the test suite, real HTTP in `npm run bench:fuzz`.
import type { Db } from '../../../src/adapters/db/database.ts';
import type { FuzzRequest, FuzzSeeds } from './malformed-requests.ts';
import { changedTables, type TableChecksums, tableChecksums } from './table-checksum.ts';

export interface FuzzHttpRequest {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

export interface FuzzHttpResponse {
  readonly status: number;
  readonly setCookies: readonly string[];
  readonly body: string;
}

export type FuzzTransport = (request: FuzzHttpRequest) => Promise<FuzzHttpResponse>;

export interface FuzzFinding {
  readonly request: FuzzRequest;
  readonly status: number;
  readonly detail: string;
}

export interface FuzzReport {
  readonly total: number;
  readonly byStatus: ReadonlyMap<number, number>;
  readonly serverErrors: readonly FuzzFinding[];
  readonly changedByRefused: readonly FuzzFinding[];
}

export interface FuzzRunOptions {
  readonly transport: FuzzTransport;
  readonly db: Db;
  readonly requests: readonly FuzzRequest[];
  /** Signed in in turn (one per route), so per-account login limits never get in the way. */
  readonly customers: readonly { readonly email: string; readonly password: string }[];
  readonly seeds: FuzzSeeds;
}

const BASE_HEADERS = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** A browser-like session: cookies as the server sets them, and the latest CSRF token it handed out. */
function shopperSession(transport: FuzzTransport) {
  const jar = new Map<string, string>();
  let csrf = '';
  let expired = false;
  const remember = (response: FuzzHttpResponse) => {
    for (const line of response.setCookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0\b/i.test(line)) {
        jar.delete(name);
        expired = true;
      } else jar.set(name, value);
    }
    const token = /"csrfTokenValue":"([^"]+)"/.exec(response.body)?.[1];
    if (token) csrf = token;
    return response;
  };
  const send = async (request: FuzzRequest) =>
    remember(
      await transport({
        method: request.method,
        url: request.url,
        headers: {
          ...BASE_HEADERS,
          ...(jar.size ? { cookie: [...jar].map(([n, v]) => `${n}=${v}`).join('; ') } : {}),
          ...(request.method === 'POST' ? { 'x-csrf-token': csrf } : {}),
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
        },
        ...(request.body !== undefined ? { body: request.body } : {}),
      }),
    );
  return { send, lost: () => expired };
}

async function signedInSession(options: FuzzRunOptions, turn: number) {
  const customer = options.customers[turn % options.customers.length];
  if (!customer) throw new Error('fuzz set-up: no customer to sign in');
  const session = shopperSession(options.transport);
  const post = (url: string, body: unknown) =>
    session.send({
      method: 'POST',
      url,
      contentType: 'application/json',
      body: JSON.stringify(body),
      label: 'setup',
    });
  await session.send({ method: 'GET', url: '/actions/users/session-info', label: 'setup' });
  const login = await post('/actions/users/login', {
    loginName: customer.email,
    password: customer.password,
  });
  if (login.status !== 200) throw new Error(`fuzz set-up: login answered ${login.status}`);
  await post('/actions/commerce/cart/update-cart', {
    purchasableId: options.seeds.purchasableId,
    qty: 1,
  });
  return session;
}

const routeOf = (request: FuzzRequest) => `${request.method} ${request.url.split('?')[0]}`;

export async function runFuzz(options: FuzzRunOptions): Promise<FuzzReport> {
  const byStatus = new Map<number, number>();
  const serverErrors: FuzzFinding[] = [];
  const changedByRefused: FuzzFinding[] = [];
  let logins = 0;
  let session = await signedInSession(options, logins);
  let before: TableChecksums = await tableChecksums(options.db);
  let previousRoute = '';
  for (const request of options.requests) {
    // A fresh shopper for each route (and after a call that ended the session, such as logout).
    if (routeOf(request) !== previousRoute || session.lost()) {
      logins += 1;
      session = await signedInSession(options, logins);
      before = await tableChecksums(options.db);
      previousRoute = routeOf(request);
    }
    const response = await session.send(request);
    byStatus.set(response.status, (byStatus.get(response.status) ?? 0) + 1);
    const after = await tableChecksums(options.db);
    if (response.status >= 500) {
      serverErrors.push({ request, status: response.status, detail: response.body.slice(0, 300) });
    } else if (response.status >= 400) {
      const changed = changedTables(before, after);
      if (changed.length)
        changedByRefused.push({ request, status: response.status, detail: changed.join(', ') });
    }
    before = after;
  }
  return { total: options.requests.length, byStatus, serverErrors, changedByRefused };
}

/** The report as the bench prints it. */
export function describeFuzzReport(report: FuzzReport): string {
  const statuses = [...report.byStatus].sort(([a], [b]) => a - b);
  const line = (finding: FuzzFinding) =>
    `    ${finding.status} ${routeOf(finding.request).slice(0, 100)} — ${finding.request.label}: ${finding.detail.slice(0, 200)}`;
  return [
    `requests: ${report.total}`,
    `by status: ${statuses.map(([status, count]) => `${status}: ${count}`).join(', ')}`,
    `5xx: ${report.serverErrors.length}`,
    ...report.serverErrors.map(line),
    `refused requests that changed data: ${report.changedByRefused.length}`,
    ...report.changedByRefused.map(line),
  ].join('\n');
}
