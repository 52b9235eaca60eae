import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'shop-config-'));

describe('configuration from the environment', () => {
  it('has safe local defaults and keeps a generated session secret in DATA_DIR', () => {
    const dir = tmp();
    const config = readConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: 'localhost',
      dataDir: dir,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, '.session-secret'), 'utf8')).toBe(config.sessionSecret);
    expect(readConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('honours every variable', () => {
    const config = readConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATA_DIR: tmp(),
      DATABASE_URL: 'postgres://u@db:5432/shop',
      PUBLIC_URL: 'https://shop.example/',
      SESSION_SECRET: 's'.repeat(40),
      SMTP_URL: 'smtp://mail:25',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/shop',
      publicUrl: 'https://shop.example',
      sessionSecret: 's'.repeat(40),
      smtpUrl: 'smtp://mail:25',
      redisUrl: 'redis://cache:6379',
    });
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => readConfig({ NODE_ENV: 'production', DATA_DIR: tmp() })).toThrow(
      new ConfigError('SESSION_SECRET is required when NODE_ENV=production'),
    );
  });

  it('names every invalid variable', () => {
    expect(() =>
      readConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', DATA_DIR: tmp() }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });
});

describe('how pages are rendered on the server', () => {
  it('takes its catalogue from itself by default, from Vendure when named with its address', () => {
    expect(readConfig({ DATA_DIR: tmp() }).commerce).toEqual({ kind: 'craft' });
    expect(
      readConfig({
        DATA_DIR: tmp(),
        COMMERCE_BACKEND: 'vendure',
        VENDURE_SHOP_API_URL: 'http://127.0.0.1:4630/shop-api',
      }).commerce,
    ).toEqual({
      kind: 'vendure',
      shopApiUrl: new URL('http://127.0.0.1:4630/shop-api'),
      sessionCookie: 'vendure-shop-session',
    });
    expect(() => readConfig({ DATA_DIR: tmp(), COMMERCE_BACKEND: 'vendure' })).toThrow(
      'VENDURE_SHOP_API_URL is required when COMMERCE_BACKEND=vendure',
    );
    expect(() =>
      readConfig({
        DATA_DIR: tmp(),
        COMMERCE_BACKEND: 'vendure',
        VENDURE_SHOP_API_URL: 'file:///etc/passwd',
      }),
    ).toThrow(ConfigError);
    expect(() => readConfig({ DATA_DIR: tmp(), COMMERCE_BACKEND: 'medusa' })).toThrow(
      /COMMERCE_BACKEND/,
    );
  });

  const vendure = (more: Record<string, string>) =>
    readConfig({
      DATA_DIR: tmp(),
      COMMERCE_BACKEND: 'vendure',
      VENDURE_SHOP_API_URL: 'https://vendure.internal/shop-api',
      ...more,
    });

  it("relays the Vendure session cookie VENDURE_SESSION_COOKIE names, and only a cookie's name", () => {
    expect(vendure({ VENDURE_SESSION_COOKIE: 'shop-session' }).commerce).toMatchObject({
      sessionCookie: 'shop-session',
    });
    expect(() => vendure({ VENDURE_SESSION_COOKIE: 'a; Domain=evil.example' })).toThrow(
      /VENDURE_SESSION_COOKIE/,
    );
  });

  it('refuses Vendure with RENDER_API_URL: the render would read /shop-api from that host', () => {
    expect(() => vendure({ RENDER_API_URL: 'https://craft.example' })).toThrow(
      /RENDER_API_URL cannot be used with COMMERCE_BACKEND=vendure: the render would read \/shop-api/,
    );
  });

  it('refuses a Shop API address with credentials, or that is not http(s)', () => {
    for (const address of [
      'https://admin:secret@vendure.internal/shop-api',
      'https://admin@vendure.internal/shop-api',
    ])
      expect(() => vendure({ VENDURE_SHOP_API_URL: address })).toThrow(
        new ConfigError('VENDURE_SHOP_API_URL takes no user name or password'),
      );
    for (const address of ['ftp://vendure.internal/shop-api', 'ws://vendure.internal/shop-api'])
      expect(() => vendure({ VENDURE_SHOP_API_URL: address })).toThrow(/VENDURE_SHOP_API_URL/);
  });

  it('reads its own API by default, another back-end when named, and can be switched off', () => {
    expect(readConfig({ DATA_DIR: tmp() }).pageRender).toEqual({ kind: 'in-process' });
    expect(
      readConfig({ DATA_DIR: tmp(), RENDER_API_URL: 'https://craft.example/' }).pageRender,
    ).toEqual({ kind: 'remote', apiBaseUrl: 'https://craft.example' });
    expect(
      readConfig({ DATA_DIR: tmp(), SERVER_RENDER: 'off', RENDER_API_URL: 'https://x.example' })
        .pageRender,
    ).toEqual({ kind: 'off' });
  });

  it('refuses a back-end address that is not http(s), and an unknown switch', () => {
    expect(() => readConfig({ DATA_DIR: tmp(), RENDER_API_URL: 'file:///etc/passwd' })).toThrow(
      /RENDER_API_URL/,
    );
    expect(() => readConfig({ DATA_DIR: tmp(), SERVER_RENDER: 'maybe' })).toThrow(/SERVER_RENDER/);
  });
});
