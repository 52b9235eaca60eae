import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseEmbeddableFormUrl,
  parseFeatureFlag,
  storefrontConfig,
} from '../../../src/domain/config/storefront-config.rules';

describe('parseFeatureFlag', () => {
  it.each(['true', 'TRUE', ' 1 ', 'on', 'Yes'])('reads %j as on', (raw) => {
    expect(parseFeatureFlag(raw, false)).toBe(true);
  });
  it.each(['false', 'False', '0', 'off', ' no'])('reads %j as off', (raw) => {
    expect(parseFeatureFlag(raw, true)).toBe(false);
  });
  it('keeps the default for anything it does not know', () => {
    const known = ['true', '1', 'on', 'yes', 'false', '0', 'off', 'no'];
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), fc.boolean(), (raw, fallback) => {
        fc.pre(raw === undefined || !known.includes(raw.trim().toLowerCase()));
        expect(parseFeatureFlag(raw, fallback)).toBe(fallback);
      }),
    );
  });
});

describe('parseEmbeddableFormUrl', () => {
  it('accepts an absolute http(s) URL', () => {
    expect(parseEmbeddableFormUrl(' https://form.example.test/to/abc ')).toBe(
      'https://form.example.test/to/abc',
    );
    expect(parseEmbeddableFormUrl('http://localhost:8080/form')).toBe('http://localhost:8080/form');
  });
  it.each([undefined, '', '/forms/get-started', 'javascript:alert(1)', 'https://', 'https://a b'])(
    'refuses %j',
    (raw) => {
      expect(parseEmbeddableFormUrl(raw)).toBeNull();
    },
  );
  it('never returns a URL of another scheme', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const url = parseEmbeddableFormUrl(raw);
        expect(url === null || /^https?:\/\//i.test(url)).toBe(true);
      }),
    );
  });
});

describe('storefrontConfig', () => {
  it('turns commerce on by default and uses the built-in form', () => {
    expect(storefrontConfig({})).toEqual({ commerceEnabled: true, getStartedFormUrl: null });
  });
  it('reads both values', () => {
    expect(
      storefrontConfig({ commerceEnabled: 'false', getStartedFormUrl: 'https://f.test/x' }),
    ).toEqual({ commerceEnabled: false, getStartedFormUrl: 'https://f.test/x' });
  });
});
