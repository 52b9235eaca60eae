import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_COORDINATES,
  ADDRESS_TEXT_FIELDS,
  type Address,
  type AddressDraft,
  type AddressTextField,
} from '../../src/domain/addresses/address.ts';
import {
  addressErrors,
  applyAddressChanges,
  draftOf,
  EMPTY_DRAFT,
  normaliseAddressInput,
  validateAddress,
} from '../../src/domain/addresses/address.rules.ts';
import { ISO_COUNTRY_CODES } from '../../src/domain/addresses/iso-countries.ts';
import {
  customerAddress,
  primaryAfterDelete,
  primaryAfterSave,
} from '../../src/domain/addresses/primary-address.rules.ts';

const draft = (fields: Partial<AddressDraft>): AddressDraft => ({ ...EMPTY_DRAFT, ...fields });

const US = draft({
  countryCode: 'US',
  addressLine1: '1200 SE Water Ave',
  locality: 'Portland',
  administrativeArea: 'OR',
  postalCode: '97214',
});

/** A complete address for every country the shop knows a format for. */
const COMPLETE: Readonly<Record<string, AddressDraft>> = {
  US,
  CA: draft({
    countryCode: 'CA',
    addressLine1: '1 Yonge St',
    locality: 'Toronto',
    administrativeArea: 'ON',
    postalCode: 'M5E 1E5',
  }),
  GB: draft({
    countryCode: 'GB',
    addressLine1: '10 Downing St',
    locality: 'London',
    postalCode: 'SW1A 2AA',
  }),
  DE: draft({
    countryCode: 'DE',
    addressLine1: 'Unter den Linden 1',
    locality: 'Berlin',
    postalCode: '10117',
  }),
  FR: draft({
    countryCode: 'FR',
    addressLine1: '1 Rue de Rivoli',
    locality: 'Paris',
    postalCode: '75001',
  }),
  NL: draft({
    countryCode: 'NL',
    addressLine1: 'Dam 1',
    locality: 'Amsterdam',
    postalCode: '1012 JS',
  }),
  AU: draft({
    countryCode: 'AU',
    addressLine1: '1 Macquarie St',
    locality: 'Sydney',
    administrativeArea: 'NSW',
    postalCode: '2000',
  }),
  JP: draft({ countryCode: 'JP', addressLine1: '1-1 Chiyoda', locality: 'Tokyo' }),
};

/** Required fields and how each country names them, as the errors must say. */
const REQUIRED: Readonly<Record<string, Partial<Record<AddressTextField, string>>>> = {
  US: {
    addressLine1: 'Address Line 1',
    locality: 'City',
    administrativeArea: 'State',
    postalCode: 'ZIP Code',
  },
  CA: {
    addressLine1: 'Address Line 1',
    locality: 'City',
    administrativeArea: 'Province',
    postalCode: 'Postal Code',
  },
  GB: { addressLine1: 'Address Line 1', locality: 'Post Town', postalCode: 'Postal Code' },
  DE: { addressLine1: 'Address Line 1', locality: 'City', postalCode: 'Postal Code' },
  FR: { addressLine1: 'Address Line 1', locality: 'City', postalCode: 'Postal Code' },
  NL: { addressLine1: 'Address Line 1', locality: 'City', postalCode: 'Postal Code' },
  AU: {
    addressLine1: 'Address Line 1',
    locality: 'Suburb',
    administrativeArea: 'State',
    postalCode: 'Postal Code',
  },
  JP: { addressLine1: 'Address Line 1', locality: 'City' },
};

const textField = fc.constantFrom(...ADDRESS_TEXT_FIELDS);
const padding = fc.constantFrom('', ' ', '  ', '\t', '\n ');
const knownCountry = fc.constantFrom(...Object.keys(COMPLETE));

describe('address input normalisation', () => {
  it('trims every submitted field, blank becomes null, absent fields stay absent', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...ADDRESS_TEXT_FIELDS, ...ADDRESS_COORDINATES), fc.string()),
        (input) => {
          const out = normaliseAddressInput(input);
          expect(Object.keys(out).sort()).toEqual(Object.keys(input).sort());
          for (const [field, value] of Object.entries(out)) {
            if (value === null) expect((input[field as keyof typeof input] ?? '').trim()).toBe('');
            else expect(value).toBe(value.trim());
            if (value !== null) expect(value).not.toBe('');
          }
        },
      ),
    );
  });

  it('upper-cases and trims the country code', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ISO_COUNTRY_CODES),
        padding,
        padding,
        (code, before, after) => {
          const raw = `${before}${code.toLowerCase()}${after}`;
          expect(normaliseAddressInput({ countryCode: raw }).countryCode).toBe(code);
        },
      ),
    );
  });
});

describe('address validation', () => {
  it('a complete address of any country with a format is valid, and saving it again changes nothing', () => {
    fc.assert(
      fc.property(knownCountry, (country) => {
        const result = validateAddress(COMPLETE[country] ?? EMPTY_DRAFT);
        expect(result.ok).toBe(true);
        if (result.ok) expect(validateAddress(draftOf(result.value))).toEqual(result);
      }),
    );
  });

  it('any officially assigned country with a street and a town is accepted', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ISO_COUNTRY_CODES), (countryCode) => {
        const address = COMPLETE[countryCode] ?? draft({ ...COMPLETE.JP, countryCode });
        expect(addressErrors(address)).toEqual({});
      }),
    );
  });

  it('a missing country is blank; a code that is not ISO 3166-1 alpha-2 is invalid', () => {
    expect(addressErrors(draft({ ...US, countryCode: null })).countryCode).toEqual([
      'Country cannot be blank.',
    ]);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 5 }), (code) => {
        fc.pre(!ISO_COUNTRY_CODES.has(code));
        expect(addressErrors(draft({ ...US, countryCode: code })).countryCode).toEqual([
          'Country is invalid.',
        ]);
      }),
    );
  });

  it('each country’s required fields are reported blank with the country’s own labels', () => {
    fc.assert(
      fc.property(knownCountry, (country) => {
        const required = REQUIRED[country] ?? {};
        for (const [field, label] of Object.entries(required)) {
          const errors = addressErrors(draft({ ...COMPLETE[country], [field]: null }));
          expect(errors).toEqual({ [field]: [`${label} cannot be blank.`] });
        }
      }),
    );
  });

  it('every text field refuses more than 255 characters and accepts 255', () => {
    fc.assert(
      fc.property(textField, fc.integer({ min: 256, max: 400 }), (field, length) => {
        fc.pre(field !== 'countryCode');
        const errors = addressErrors(draft({ ...COMPLETE.JP, [field]: 'x'.repeat(length) }));
        expect(errors[field]?.[0]).toMatch(/ should contain at most 255 characters\.$/);
        expect(
          addressErrors(draft({ ...COMPLETE.JP, [field]: 'x'.repeat(255) }))[field],
        ).toBeUndefined();
      }),
    );
  });

  it('latitude must lie within -90..90 and longitude within -180..180', () => {
    const coordinates = (latitude: number, longitude: number) =>
      addressErrors(draft({ ...US, latitude: String(latitude), longitude: String(longitude) }));
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (lat, long) => {
          expect(coordinates(lat, long)).toEqual({});
        },
      ),
    );
    fc.assert(
      fc.property(fc.double({ min: 90, max: 1e6, noNaN: true, minExcluded: true }), (lat) => {
        expect(coordinates(lat, 0).latitude).toEqual(['Latitude must be no greater than 90.']);
        expect(coordinates(0, -2 * lat).longitude).toEqual([
          'Longitude must be no less than -180.',
        ]);
      }),
    );
    expect(addressErrors(draft({ ...US, latitude: 'north' })).latitude).toEqual([
      'Latitude must be a number.',
    ]);
  });

  it('US ZIP codes and Canadian postal codes must have their country’s shape', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}(-\d{4})?$/), (zip) => {
        expect(addressErrors(draft({ ...US, postalCode: zip }))).toEqual({});
      }),
    );
    for (const bad of ['9721', '972140', 'ABCDE', '97214-12'])
      expect(addressErrors(draft({ ...US, postalCode: bad })).postalCode).toEqual([
        'ZIP Code is invalid.',
      ]);
    expect(addressErrors(draft({ ...COMPLETE.CA, postalCode: 'm5e1e5' }))).toEqual({});
    expect(addressErrors(draft({ ...COMPLETE.CA, postalCode: '12345' })).postalCode).toEqual([
      'Postal Code is invalid.',
    ]);
  });

  it('fields a country does not use are dropped before saving', () => {
    const result = validateAddress(draft({ ...COMPLETE.GB, administrativeArea: 'Kent' }));
    expect(result.ok && result.value.administrativeArea).toBeNull();
    const us = validateAddress(draft({ ...US, sortingCode: 'CEDEX 1' }));
    expect(us.ok && us.value.sortingCode).toBeNull();
    const fr = validateAddress(draft({ ...COMPLETE.FR, sortingCode: 'CEDEX 1' }));
    expect(fr.ok && fr.value.sortingCode).toBe('CEDEX 1');
  });
});

describe('address changes', () => {
  const word = fc.stringMatching(/^[A-Za-z]{1,12}$/);

  it('only the submitted fields change', () => {
    fc.assert(
      fc.property(textField, word, (field, value) => {
        fc.pre(!['fullName', 'firstName', 'lastName'].includes(field));
        const changed = applyAddressChanges(US, { [field]: value });
        expect(changed[field]).toBe(value);
        for (const other of ADDRESS_TEXT_FIELDS)
          if (other !== field) expect(changed[other]).toBe(US[other]);
      }),
    );
  });

  it('a full name alone is split; first and last alone make the full name', () => {
    fc.assert(
      fc.property(word, word, (first, last) => {
        expect(applyAddressChanges(US, { fullName: `${first} ${last}` })).toMatchObject({
          firstName: first,
          lastName: last,
        });
        expect(applyAddressChanges(US, { firstName: first, lastName: last }).fullName).toBe(
          `${first} ${last}`,
        );
      }),
    );
    expect(
      applyAddressChanges(US, {
        fullName: 'Jean-Luc van Damme',
        firstName: 'Jean-Luc',
        lastName: 'van Damme',
      }),
    ).toMatchObject({
      fullName: 'Jean-Luc van Damme',
      firstName: 'Jean-Luc',
      lastName: 'van Damme',
    });
  });
});

describe('primary addresses', () => {
  const id = fc.integer({ min: 1, max: 1000 });
  const maybeId = fc.option(id, { nil: null });
  const owner = fc.record({ primaryBillingAddressId: maybeId, primaryShippingAddressId: maybeId });
  const flag = fc.constantFrom(true, false, undefined);

  it('true makes it primary, false un-sets only this address, absent changes nothing', () => {
    fc.assert(
      fc.property(owner, id, flag, flag, (current, addressId, billing, shipping) => {
        const next = primaryAfterSave(current, addressId, {
          isPrimaryBilling: billing,
          isPrimaryShipping: shipping,
        });
        const expected = (was: number | null, wanted: boolean | undefined) =>
          wanted === true ? addressId : wanted === false && was === addressId ? null : was;
        expect(next).toEqual({
          primaryBillingAddressId: expected(current.primaryBillingAddressId, billing),
          primaryShippingAddressId: expected(current.primaryShippingAddressId, shipping),
        });
      }),
    );
  });

  it('a deleted address is nobody’s primary; other primaries stay', () => {
    fc.assert(
      fc.property(owner, id, (current, addressId) => {
        const next = primaryAfterDelete(current, addressId);
        expect(next.primaryBillingAddressId).not.toBe(addressId);
        expect(next.primaryShippingAddressId).not.toBe(addressId);
        if (current.primaryBillingAddressId !== addressId)
          expect(next.primaryBillingAddressId).toBe(current.primaryBillingAddressId);
      }),
    );
  });

  it('the flags on an address are read from its owner', () => {
    const address = { id: 7 } as Address;
    expect(
      customerAddress(address, { primaryBillingAddressId: 7, primaryShippingAddressId: 8 }),
    ).toMatchObject({ isPrimaryBilling: true, isPrimaryShipping: false });
  });
});

describe('ISO 3166-1 country codes', () => {
  it('holds the 249 assigned codes, each one a region the platform can name', () => {
    expect(ISO_COUNTRY_CODES.size).toBe(249);
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const code of ISO_COUNTRY_CODES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(names.of(code)).not.toBe(code);
    }
  });
});
