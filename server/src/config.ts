// Reads the environment once, at start-up. Every setting has a safe local default except in production,
// where SESSION_SECRET must be given (a generated secret would log everybody out on every deploy).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import * as z from 'zod';
import type { PageRenderSetting } from './adapters/http/storefront/render-source.ts';
import {
  RateLimitConfigError,
  type RateLimitPolicies,
  readRateLimitPolicies,
} from './application/rate-limit/rate-limit-policies.ts';
import {
  type CommerceSetting,
  commerceSettingOf,
  DEFAULT_VENDURE_SESSION_COOKIE,
} from './commerce.config.ts';

export type Environment = 'production' | 'development' | 'staging' | 'test';

export interface Config {
  readonly env: Environment;
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly publicUrl: string;
  readonly sessionSecret: string;
  readonly smtpUrl: string | undefined;
  readonly redisUrl: string | undefined;
  readonly logLevel: string;
  readonly staticDir: string | undefined;
  readonly pageRender: PageRenderSetting;
  readonly shopName: string;
  readonly mailFrom: string;
  readonly commerceCmsSegment: string;
  readonly rateLimits: RateLimitPolicies;
  /** Original media files (product photos, logos...); `/img/<path>` serves them resized. */
  readonly uploadsDir: string;
  /** Resized images, derived from the originals: safe to delete at any time. */
  readonly imageCacheDir: string;
  /** Where form submissions (get-started, call-quote) are mailed. */
  readonly shopEmail: string;
  /** The Avalara plugin's handle in `/actions/{segment}/json/validate-address`. */
  readonly taxServiceSegment: string;
  /** AvaTax credentials; without them addresses are validated by the shop's own rules. */
  readonly avatax: AvataxSettings | undefined;
  /** Commerce's store settings for payments/pay (Craft's defaults: neither is required). */
  readonly checkoutAddresses: CheckoutAddressSettings;
  /** Commerce's `allowCheckoutWithoutPayment`: cart/complete may finish an order unpaid (off, as Craft). */
  readonly allowCheckoutWithoutPayment: boolean;
  /** Stripe's secret key; without it the Stripe gateway is not offered. */
  readonly stripe: StripeConfig | undefined;
  /**
   * The proxies whose X-Forwarded-For / -Proto / -Host are believed (Fastify's trustProxy): false (none,
   * the default), a hop count, or addresses and CIDR ranges.
   */
  readonly trustProxy: TrustProxy;
  /** Seed the demo shop (catalogue, demo customer, test gateway) into an empty database: never in production. */
  readonly demoData: boolean;
  /** where the storefront's catalogue comes from: this server (Craft's wire format) or Vendure */
  readonly commerce: CommerceSetting;
}

export type TrustProxy = false | number | string[];

export interface CheckoutAddressSettings {
  readonly requireBillingAddressAtCheckout: boolean;
  readonly requireShippingAddressAtCheckout: boolean;
}

export interface StripeConfig {
  readonly secretKey: string;
  /** Overrides Stripe's API address (tests, proxies). */
  readonly apiBaseUrl: string | undefined;
}

const booleanText = z
  .enum(['true', 'false', '1', '0'], 'use true or false')
  .transform((value) => value === 'true' || value === '1');
const flag = booleanText.default(false);

export interface AvataxSettings {
  readonly accountId: string;
  readonly licenseKey: string;
  readonly environment: 'sandbox' | 'production';
  /** Overrides the environment's AvaTax URL (tests, proxies). */
  readonly baseUrl: string | undefined;
}

export const DEFAULT_TAX_SERVICE_SEGMENT = 'avatax';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'staging', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  PUBLIC_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  STATIC_DIR: z.string().min(1).optional(),
  SERVER_RENDER: z.enum(['on', 'off'], 'use on or off').default('on'),
  RENDER_API_URL: z
    .url({ protocol: /^https?$/, error: 'use the http(s) address the storefront was built for' })
    .optional(),
  COMMERCE_BACKEND: z.enum(['craft', 'vendure'], 'use craft or vendure').default('craft'),
  VENDURE_SHOP_API_URL: z
    .url({ protocol: /^https?$/, error: "use the http(s) address of Vendure's Shop API" })
    .optional(),
  VENDURE_SESSION_COOKIE: z
    .string()
    .regex(/^[\w!#$%&'*+.^`|~-]+$/, "use a cookie name: letters, digits and !#$%&'*+-.^_`|~")
    .default(DEFAULT_VENDURE_SESSION_COOKIE),
  SHOP_NAME: z.string().min(1).max(100).default('Hartwell Works'),
  SHOP_EMAIL: z.email().default('shop@localhost.test'),
  UPLOADS_DIR: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  COMMERCE_CMS_SEGMENT: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'use lowercase letters, digits and hyphens')
    .default('commerce-cms'),
  TAX_SERVICE_SEGMENT: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'use lowercase letters, digits and hyphens')
    .default(DEFAULT_TAX_SERVICE_SEGMENT),
  AVATAX_ACCOUNT_ID: z.string().min(1).optional(),
  AVATAX_LICENSE_KEY: z.string().min(1).optional(),
  AVATAX_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  AVATAX_BASE_URL: z.url().optional(),
  REQUIRE_BILLING_ADDRESS_AT_CHECKOUT: flag,
  REQUIRE_SHIPPING_ADDRESS_AT_CHECKOUT: flag,
  ALLOW_CHECKOUT_WITHOUT_PAYMENT: flag,
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_API_BASE_URL: z.url().optional(),
  DEMO_DATA: booleanText.optional(),
  TRUST_PROXY: z
    .string()
    .transform((value, context): TrustProxy => {
      const trusted = readTrustProxy(value);
      if (trusted === undefined)
        context.addIssue({
          code: 'custom',
          message:
            "use a hop count (e.g. 1) or the proxies' addresses and CIDR ranges, comma-separated (e.g. 10.0.0.0/8,127.0.0.1)",
        });
      return trusted ?? false;
    })
    .default(false),
});

export class ConfigError extends Error {}

/** Empty strings count as unset, as in most .env tooling. */
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
  );
}

type Env = z.infer<typeof EnvSchema>;

function parsedEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = EnvSchema.safeParse(withoutBlanks(env));
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
}

/** Settings that are valid alone but not together; returns whether demo data is on. */
function checkedDemoData(e: Env): boolean {
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production');
  }
  const demoData = e.DEMO_DATA ?? e.NODE_ENV !== 'production';
  if (e.NODE_ENV === 'production' && demoData) {
    throw new ConfigError(
      'DEMO_DATA=true is refused when NODE_ENV=production: the demo shop has a customer whose password ' +
        'is published and a test payment gateway. Try the demo with NODE_ENV=staging; for the shop, ' +
        'import your own content with `npm run content -- import <folder>`.',
    );
  }
  if (Boolean(e.AVATAX_ACCOUNT_ID) !== Boolean(e.AVATAX_LICENSE_KEY)) {
    throw new ConfigError('AVATAX_ACCOUNT_ID and AVATAX_LICENSE_KEY must be set together');
  }
  return demoData;
}

function commerceOf(e: Env): CommerceSetting {
  const commerce = commerceSettingOf(e);
  if (!commerce.ok) throw new ConfigError(commerce.error);
  return commerce.value;
}

function pageRenderOf(e: z.infer<typeof EnvSchema>): PageRenderSetting {
  if (e.SERVER_RENDER === 'off') return { kind: 'off' };
  return e.RENDER_API_URL
    ? { kind: 'remote', apiBaseUrl: e.RENDER_API_URL.replace(/\/+$/, '') }
    : { kind: 'in-process' };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parsedEnv(env);
  const dataDir = resolve(e.DATA_DIR);
  const demoData = checkedDemoData(e);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    sessionSecret: e.SESSION_SECRET ?? localSessionSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    staticDir: e.STATIC_DIR ? resolve(e.STATIC_DIR) : undefined,
    pageRender: pageRenderOf(e),
    shopName: e.SHOP_NAME,
    mailFrom: e.MAIL_FROM ?? `"${e.SHOP_NAME.replace(/"/g, '')}" <shop@localhost>`,
    commerceCmsSegment: e.COMMERCE_CMS_SEGMENT,
    rateLimits: rateLimitPolicies(env),
    uploadsDir: e.UPLOADS_DIR ? resolve(e.UPLOADS_DIR) : join(dataDir, 'uploads'),
    imageCacheDir: join(dataDir, 'image-cache'),
    shopEmail: e.SHOP_EMAIL,
    taxServiceSegment: e.TAX_SERVICE_SEGMENT,
    avatax:
      e.AVATAX_ACCOUNT_ID && e.AVATAX_LICENSE_KEY
        ? {
            accountId: e.AVATAX_ACCOUNT_ID,
            licenseKey: e.AVATAX_LICENSE_KEY,
            environment: e.AVATAX_ENVIRONMENT,
            baseUrl: e.AVATAX_BASE_URL,
          }
        : undefined,
    allowCheckoutWithoutPayment: e.ALLOW_CHECKOUT_WITHOUT_PAYMENT,
    checkoutAddresses: {
      requireBillingAddressAtCheckout: e.REQUIRE_BILLING_ADDRESS_AT_CHECKOUT,
      requireShippingAddressAtCheckout: e.REQUIRE_SHIPPING_ADDRESS_AT_CHECKOUT,
    },
    stripe: e.STRIPE_SECRET_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, apiBaseUrl: e.STRIPE_API_BASE_URL }
      : undefined,
    demoData,
    trustProxy: e.TRUST_PROXY,
    commerce: commerceOf(e),
  };
}

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY: a hop count, or addresses / CIDR ranges, comma-separated; undefined when neither. */
function readTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

function rateLimitPolicies(env: NodeJS.ProcessEnv): RateLimitPolicies {
  try {
    return readRateLimitPolicies(env);
  } catch (error) {
    if (error instanceof RateLimitConfigError)
      throw new ConfigError(`Invalid configuration:\n  ${error.message}`);
    throw error;
  }
}

/**
 * Local-only default: a random secret generated once and kept in DATA_DIR, so sessions survive restarts
 * of a development shop without anybody having to invent a secret.
 */
function localSessionSecret(dataDir: string): string {
  const file = join(dataDir, '.session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
