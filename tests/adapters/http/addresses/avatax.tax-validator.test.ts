import { describe, expect, it } from 'vitest';
import { AvataxTaxValidator } from '../../../../src/adapters/http/addresses/avatax.tax-validator';
import type { AddressValidationRequest } from '../../../../src/domain/address/address-validation';
import { errorMessage } from '../../../../src/domain/errors/error-messages.rules';
import { useMswServer } from '../../../support/msw-server';
import { answer, craftClient, craftError, json, unreachable } from '../../../support/msw-craft';

const server = useMswServer();
const validator = () => new AvataxTaxValidator(craftClient(), { taxServiceSegment: 'avatax' });
const ENDPOINT = 'actions/avatax/json/validate-address';
const REQUEST: AddressValidationRequest = {
  fullName: 'Ada Lovelace',
  addressLine1: '1 Main St',
  addressLine2: '',
  locality: 'Portland',
  postalCode: '97201',
  organization: '',
  organizationTaxId: '',
  countryCode: 'US',
  administrativeArea: 'OR',
};
const RESOLUTION = {
  address: { line1: '1 Main St' },
  validatedAddresses: [
    {
      addressType: 'StreetOrResidentialAddress',
      line1: '1 MAIN ST',
      city: 'PORTLAND',
      region: 'OR',
      country: 'US',
      postalCode: '97201-1234',
      latitude: 45.5,
      longitude: -122.6,
    },
  ],
  coordinates: { latitude: 45.5, longitude: -122.6 },
  resolutionQuality: 'Rooftop',
  messages: [
    { summary: 'Heads up', details: 'd', refersTo: 'Address', severity: 'Info', source: 'Avalara' },
  ],
};

const validate = async (body: unknown) => {
  answer(server, 'post', ENDPOINT, json(body));
  return validator().validateAddress(REQUEST);
};

describe('AvataxTaxValidator', () => {
  it("posts the spec's fields with the CSRF token", async () => {
    const seen = answer(server, 'post', ENDPOINT, json({ success: true, response: RESOLUTION }));

    await validator().validateAddress(REQUEST);

    expect(seen[0]?.body).toEqual(REQUEST);
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-msw');
  });

  it('maps a resolution: validated addresses with coordinates, quality, messages', async () => {
    expect(await validate({ success: true, response: RESOLUTION })).toEqual({
      ok: true,
      value: {
        kind: 'resolution',
        success: true,
        error: null,
        resolution: {
          validatedAddresses: [
            {
              line1: '1 MAIN ST',
              city: 'PORTLAND',
              region: 'OR',
              country: 'US',
              postalCode: '97201-1234',
              coordinates: { latitude: 45.5, longitude: -122.6 },
            },
          ],
          resolutionQuality: 'Rooftop',
          messages: [
            {
              summary: 'Heads up',
              details: 'd',
              refersTo: 'Address',
              severity: 'Info',
              source: 'Avalara',
            },
          ],
        },
      },
    });
  });

  it("reads 'Exception' as an error, an unknown severity as a warning, and fills gaps", async () => {
    const result = await validate({
      success: false,
      error: 'Invalid Address.',
      response: {
        validatedAddresses: [{ line1: 'X' }],
        coordinates: { latitude: 1, longitude: 2 },
        messages: [{ severity: 'Exception' }, { severity: 'Odd', summary: 's' }],
      },
    });

    expect(result.ok && result.value).toEqual({
      kind: 'resolution',
      success: false,
      error: 'Invalid Address.',
      resolution: {
        validatedAddresses: [
          {
            line1: 'X',
            city: '',
            region: '',
            country: '',
            postalCode: '',
            coordinates: { latitude: 1, longitude: 2 },
          },
        ],
        resolutionQuality: null,
        messages: [
          { summary: '', details: '', refersTo: '', severity: 'Error', source: '' },
          { summary: 's', details: '', refersTo: '', severity: 'Warning', source: '' },
        ],
      },
    });
  });

  it("reads AvaTax's error relayed as a JSON text", async () => {
    const relayed = JSON.stringify({
      error: {
        code: 'x',
        message: 'The address value was incomplete.',
        target: 'IncorrectData',
        details: [
          { message: 'Line1 missing', description: 'Give a street', target: 'Address.Line1' },
        ],
      },
    });

    expect(
      await validate({ success: false, error: 'Invalid Address.', response: relayed }),
    ).toEqual({
      ok: true,
      value: {
        kind: 'tax-service-error',
        error: 'Invalid Address.',
        message: 'The address value was incomplete.',
        target: 'IncorrectData',
        details: [
          { message: 'Line1 missing', description: 'Give a street', target: 'Address.Line1' },
        ],
      },
    });
  });

  it('reads a relayed error without details', async () => {
    const result = await validate({
      success: false,
      response: JSON.stringify({ error: { message: 'm' } }),
    });

    expect(result.ok && result.value).toEqual({
      kind: 'tax-service-error',
      error: null,
      message: 'm',
      target: null,
      details: [],
    });
  });

  it('calls a text that is not the error JSON unparseable', async () => {
    expect(await validate({ success: false, error: 'e', response: 'not json' })).toEqual({
      ok: true,
      value: { kind: 'unparseable-response', error: 'e' },
    });
  });

  it('calls a response object of the wrong shape unparseable', async () => {
    expect(await validate({ success: true, response: { validatedAddresses: 'none' } })).toEqual({
      ok: true,
      value: { kind: 'unparseable-response', error: null },
    });
  });

  it('calls an answer without a response "no response data"', async () => {
    expect(await validate({ success: false, error: 'Nothing came back' })).toEqual({
      ok: true,
      value: { kind: 'no-response-data', error: 'Nothing came back' },
    });
  });

  it('calls an envelope of the wrong shape unparseable', async () => {
    expect(await validate({ success: 'yes' })).toEqual({
      ok: true,
      value: { kind: 'unparseable-response', error: null },
    });
  });

  it('reports an http failure by status, with the texts it carried', async () => {
    answer(server, 'post', ENDPOINT, craftError(500, 'Invalid country code XX'));

    const result = await validator().validateAddress(REQUEST);

    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'address-validation-http-error',
        status: 500,
        detail: 'Invalid country code XX',
      },
    });
    expect(!result.ok && errorMessage(result.error)).toBe(
      'Invalid country code. Please select a valid country.',
    );
  });

  it('reports a missing service (404) so the address is entered by hand', async () => {
    answer(server, 'post', ENDPOINT, () => new Response('Not Found', { status: 404 }));

    const result = await validator().validateAddress(REQUEST);

    expect(!result.ok && errorMessage(result.error)).toBe(
      'Address validation service is not available, please enter your address manually.',
    );
  });

  it('reports an unreachable service as a network error', async () => {
    answer(server, 'post', ENDPOINT, unreachable());

    expect(await validator().validateAddress(REQUEST)).toEqual({
      ok: false,
      error: { kind: 'address-validation-network-error' },
    });
  });
});
