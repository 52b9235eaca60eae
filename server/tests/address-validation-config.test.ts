import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.ts';

const env = (extra: Record<string, string>) => ({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-config-')),
  ...extra,
});

describe('address validation settings', () => {
  it('defaults to the avatax segment and no AvaTax credentials', () => {
    const config = readConfig(env({}));
    expect(config.taxServiceSegment).toBe('avatax');
    expect(config.avatax).toBeUndefined();
  });

  it('reads the AvaTax credentials, environment and base URL', () => {
    const config = readConfig(
      env({
        TAX_SERVICE_SEGMENT: 'tax',
        AVATAX_ACCOUNT_ID: '1100012345',
        AVATAX_LICENSE_KEY: 'secret',
        AVATAX_ENVIRONMENT: 'production',
        AVATAX_BASE_URL: 'http://127.0.0.1:9999',
      }),
    );
    expect(config.taxServiceSegment).toBe('tax');
    expect(config.avatax).toEqual({
      accountId: '1100012345',
      licenseKey: 'secret',
      environment: 'production',
      baseUrl: 'http://127.0.0.1:9999',
    });
  });

  it('refuses half the credentials and an unknown environment', () => {
    expect(() => readConfig(env({ AVATAX_ACCOUNT_ID: '1' }))).toThrow(ConfigError);
    expect(() =>
      readConfig(
        env({ AVATAX_ACCOUNT_ID: '1', AVATAX_LICENSE_KEY: 'k', AVATAX_ENVIRONMENT: 'live' }),
      ),
    ).toThrow(ConfigError);
  });
});
