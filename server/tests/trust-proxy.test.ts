// X-Forwarded-For is believed only from the proxies TRUST_PROXY names: an https PUBLIC_URL alone
// trusts nobody, so a made-up header per request does not escape the login limit.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.ts';
import { main, type RunningShop } from '../src/main.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'shop-trust-proxy-'));

/** The shop as `npm start` runs it, on an https PUBLIC_URL, with 3 logins a minute per client. */
const startShop = (extra: Record<string, string> = {}) =>
  main({
    PUBLIC_URL: 'https://shop.example',
    DATA_DIR: tmp(),
    DEMO_DATA: 'false',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_LOGIN_IP: '3/60',
    ...extra,
  });

async function loginAttempt(shop: RunningShop, forwardedFor: string): Promise<number> {
  const xhr = { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' };
  const info = await fetch(`${shop.address}/actions/users/session-info`, { headers: xhr });
  const { csrfTokenValue } = (await info.json()) as { csrfTokenValue: string };
  const cookie = info.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const response = await fetch(`${shop.address}/actions/users/login`, {
    method: 'POST',
    headers: {
      ...xhr,
      cookie,
      'content-type': 'application/json',
      'x-csrf-token': csrfTokenValue,
      'x-forwarded-for': forwardedFor,
    },
    body: JSON.stringify({ loginName: 'nobody@example.test', password: 'wrong-password' }),
  });
  await response.arrayBuffer();
  return response.status;
}

const madeUpAddress = (i: number) => `198.51.100.${i + 1}`;

describe('TRUST_PROXY', () => {
  it('unset under an https PUBLIC_URL: a made-up X-Forwarded-For per request still gets a 429', async () => {
    const shop = await startShop();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push(await loginAttempt(shop, madeUpAddress(i)));
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses.slice(3)).toEqual([429, 429]);
    } finally {
      await shop.stop();
    }
  }, 60_000);

  it('naming the proxy (here loopback) makes its X-Forwarded-For the client address', async () => {
    const shop = await startShop({ TRUST_PROXY: '127.0.0.1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) statuses.push(await loginAttempt(shop, madeUpAddress(i)));
      expect(statuses).not.toContain(429);
    } finally {
      await shop.stop();
    }
  }, 60_000);

  it('reads a hop count or addresses and CIDR ranges; anything else stops the start', () => {
    const read = (value?: string) =>
      readConfig({ DATA_DIR: tmp(), ...(value === undefined ? {} : { TRUST_PROXY: value }) })
        .trustProxy;
    expect(read()).toBe(false);
    expect(read('0')).toBe(false);
    expect(read('2')).toBe(2);
    expect(read('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', 'everyone', '10.0.0.0/33', '1.2.3', '-1'])
      expect(() => read(bad), bad).toThrow(ConfigError);
  });
});
