import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'shop-checkout-config-'));

describe('ALLOW_CHECKOUT_WITHOUT_PAYMENT (Commerce’s allowCheckoutWithoutPayment)', () => {
  it('is off by default, as in Craft', () => {
    expect(readConfig({ DATA_DIR: dataDir() }).allowCheckoutWithoutPayment).toBe(false);
  });

  it.each([
    ['true', true],
    ['1', true],
    ['false', false],
    ['0', false],
  ])('reads %s as %s', (value, expected) => {
    const config = readConfig({ DATA_DIR: dataDir(), ALLOW_CHECKOUT_WITHOUT_PAYMENT: value });
    expect(config.allowCheckoutWithoutPayment).toBe(expected);
  });

  it('refuses anything else with a clear error', () => {
    expect(() =>
      readConfig({ DATA_DIR: dataDir(), ALLOW_CHECKOUT_WITHOUT_PAYMENT: 'maybe' }),
    ).toThrow(ConfigError);
  });
});
