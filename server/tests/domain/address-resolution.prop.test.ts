import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AddressToResolve } from '../../src/domain/addresses/address-resolution.ts';
import {
  isResolutionSuccessful,
  mixedCase,
  normaliseAddressToResolve,
  normalisePostalCode,
} from '../../src/domain/addresses/address-resolution.rules.ts';
import { resolveAddressOffline } from '../../src/domain/addresses/offline-address-resolution.rules.ts';
import { subdivisionsOf } from '../../src/domain/addresses/subdivisions.ts';

const resolve = (fields: Partial<AddressToResolve>) =>
  resolveAddressOffline(normaliseAddressToResolve(fields));

const US_ADDRESS = {
  countryCode: 'US',
  addressLine1: '2000 Main Street',
  locality: 'Irvine',
  administrativeArea: 'CA',
  postalCode: '92614',
};

const letters = (chars: string, min: number, max: number) =>
  fc
    .array(fc.constantFrom(...chars.split('')), { minLength: min, maxLength: max })
    .map((list) => list.join(''));
const word = letters('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.', 1, 10);
const spaced = (min: number, max: number) =>
  fc
    .tuple(fc.array(word, { minLength: min, maxLength: max }), fc.constantFrom('', ' ', '  ', '\t'))
    .map(([words, pad]) => `${pad}${words.join(pad || ' ')}${pad}`);
const digits = (count: number) => letters('0123456789', count, count);
const upperLetters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const caLetter = fc.constantFrom(...'ABCEGHJKLMNPRSTVXY'.split(''));
const caInner = fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZ'.split(''));
const digit = fc.constantFrom(...'0123456789'.split(''));
const randomCase = (text: string, flips: readonly boolean[]) =>
  text
    .split('')
    .map((char, i) => (flips[i % Math.max(1, flips.length)] ? char.toLowerCase() : char))
    .join('');

const addressFields = fc.record({
  countryCode: fc.constantFrom('US', 'us ', ' ca', 'GB', 'gb', 'DE', 'NL', 'FR', 'XX', ''),
  addressLine1: spaced(0, 4),
  addressLine2: spaced(0, 2),
  locality: spaced(0, 3),
  administrativeArea: fc.oneof(spaced(0, 2), fc.constantFrom('ca', 'California', ' on ', 'ny')),
  postalCode: fc.oneof(spaced(0, 2), fc.constantFrom('sw1a1aa', '94607-1234', 'k1a0b1', '1234ab')),
  fullName: spaced(0, 3),
  organization: spaced(0, 2),
  organizationTaxId: spaced(0, 1),
});

const usZip = fc.oneof(
  digits(5),
  fc.tuple(digits(5), digits(4)).map(([zip, plus]) => `${zip}-${plus}`),
);
const caPostal = fc
  .tuple(caLetter, digit, caInner, digit, caInner, digit, fc.boolean())
  .map(([a, b, c, d, e, f, space]) => `${a}${b}${c}${space ? ' ' : ''}${d}${e}${f}`);
const gbPostal = fc
  .tuple(
    letters(upperLetters, 1, 2),
    digit,
    fc.option(fc.constantFrom('A', '1'), { nil: '' }),
    digit,
    letters(upperLetters, 2, 2),
    fc.boolean(),
  )
  .map(
    ([area, d, extra, sector, unit, space]) =>
      `${area}${d}${extra}${space ? ' ' : ''}${sector}${unit}`,
  );

describe('address validation: request normalisation', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(addressFields, (fields) => {
        const once = normaliseAddressToResolve(fields);
        expect(normaliseAddressToResolve(once)).toEqual(once);
      }),
    );
  });

  it('trims every field and upper-cases the country', () => {
    fc.assert(
      fc.property(addressFields, (fields) => {
        const normalised = normaliseAddressToResolve(fields);
        for (const value of Object.values(normalised)) expect(value).toBe(value.trim());
        expect(normalised.countryCode).toBe(fields.countryCode.trim().toUpperCase());
      }),
    );
  });

  it('re-cases text typed in one case and keeps mixed case as typed', () => {
    expect(mixedCase('irvine')).toBe('Irvine');
    expect(mixedCase('SAN  FRANCISCO')).toBe('San Francisco');
    expect(mixedCase('100 ravine lane ne')).toBe('100 Ravine Lane NE');
    expect(mixedCase('McKinney')).toBe('McKinney');
    fc.assert(
      fc.property(letters('abcdefghijklmnopqrstuvwxyz', 1, 12), (lower) => {
        const cased = mixedCase(lower);
        expect(cased.toLowerCase()).toBe(lower);
        expect(cased.charAt(0)).toBe(lower.charAt(0).toUpperCase());
        expect(mixedCase(lower.toUpperCase())).toBe(cased);
      }),
    );
  });

  it('upper-cases state codes and maps state names to their codes', () => {
    for (const state of subdivisionsOf('US') ?? []) {
      expect(
        normaliseAddressToResolve({
          countryCode: 'us',
          administrativeArea: state.code.toLowerCase(),
        }).administrativeArea,
      ).toBe(state.code);
      expect(
        normaliseAddressToResolve({
          countryCode: 'US',
          administrativeArea: state.name.toLowerCase(),
        }).administrativeArea,
      ).toBe(state.code);
    }
  });

  it('writes postal codes the way the country does', () => {
    expect(normalisePostalCode('GB', 'sw1a1aa')).toBe('SW1A 1AA');
    expect(normalisePostalCode('CA', 'k1a0b1')).toBe('K1A 0B1');
    expect(normalisePostalCode('US', '94607-1234')).toBe('94607-1234');
    expect(normalisePostalCode('US', '946071234')).toBe('94607-1234');
    expect(normalisePostalCode('NL', '1234ab')).toBe('1234 AB');
  });
});

describe('address validation: offline rules', () => {
  it('accepts every well-formed US ZIP code, in any US state, with coordinates', () => {
    const states = (subdivisionsOf('US') ?? []).filter((state) => state.centroid);
    fc.assert(
      fc.property(usZip, fc.constantFrom(...states), (zip, state) => {
        const resolution = resolve({
          ...US_ADDRESS,
          postalCode: zip,
          administrativeArea: state.code,
        });
        expect(isResolutionSuccessful(resolution)).toBe(true);
        expect(resolution.validatedAddresses[0]?.postalCode).toBe(zip);
        expect(resolution.coordinates).toEqual(state.centroid);
        expect(resolution.resolutionQuality).toBe('RegionCentroid');
        expect(resolution.messages?.some((m) => m.severity === 'Error')).toBe(false);
      }),
    );
  });

  it('accepts well-formed Canadian and British postal codes in any case', () => {
    fc.assert(
      fc.property(caPostal, fc.array(fc.boolean(), { minLength: 1 }), (postal, flips) => {
        const resolution = resolve({
          countryCode: 'ca',
          addressLine1: '24 Sussex Drive',
          locality: 'ottawa',
          administrativeArea: 'on',
          postalCode: randomCase(postal, flips),
        });
        expect(isResolutionSuccessful(resolution)).toBe(true);
        expect(resolution.validatedAddresses[0]?.postalCode).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
        expect(resolution.validatedAddresses[0]?.city).toBe('Ottawa');
      }),
    );
    fc.assert(
      fc.property(gbPostal, fc.array(fc.boolean(), { minLength: 1 }), (postal, flips) => {
        const resolution = resolve({
          countryCode: 'GB',
          addressLine1: '10 Downing Street',
          locality: 'LONDON',
          postalCode: randomCase(postal, flips),
        });
        expect(isResolutionSuccessful(resolution)).toBe(true);
        expect(resolution.validatedAddresses[0]?.postalCode).toBe(
          `${postal.replace(' ', '').slice(0, -3)} ${postal.slice(-3)}`,
        );
        expect(resolution.resolutionQuality).toBe('CountryCentroid');
      }),
    );
  });

  it('refuses postal codes that cannot exist in the country', () => {
    const impossible = fc.oneof(
      letters(upperLetters, 1, 8),
      digits(3),
      digits(6),
      fc.tuple(digits(5), digits(3)).map(([a, b]) => `${a}-${b}`),
    );
    fc.assert(
      fc.property(impossible, (postal) => {
        const resolution = resolve({ ...US_ADDRESS, postalCode: postal });
        expect(isResolutionSuccessful(resolution)).toBe(false);
        expect(resolution.validatedAddresses).toEqual([]);
        expect(resolution.messages).toContainEqual(
          expect.objectContaining({
            refersTo: 'Address.PostalCode',
            severity: 'Error',
            source: 'Avalara.AvaTax.Common',
          }),
        );
      }),
    );
  });

  it('refuses a missing required field, an unknown state and an unknown country', () => {
    const missingCity = resolve({ ...US_ADDRESS, locality: ' ' });
    expect(missingCity.messages).toContainEqual(
      expect.objectContaining({ refersTo: 'Address.City', severity: 'Error' }),
    );
    const badState = resolve({ ...US_ADDRESS, administrativeArea: 'ZZ' });
    expect(badState.messages).toContainEqual(
      expect.objectContaining({ refersTo: 'Address.Region', severity: 'Error' }),
    );
    const badCountry = resolve({ ...US_ADDRESS, countryCode: 'XX' });
    expect(badCountry.messages).toContainEqual(
      expect.objectContaining({ refersTo: 'Address.Country', severity: 'Error' }),
    );
    for (const resolution of [missingCity, badState, badCountry])
      expect(isResolutionSuccessful(resolution)).toBe(false);
  });
});
