import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avataxAddressValidator } from '../../src/adapters/avatax/avatax.address-validator.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { visitor } from '../support/visitor.ts';

const VALIDATE = '/actions/avatax/json/validate-address';

const US_ADDRESS = {
  fullName: 'Ada Lovelace',
  addressLine1: ' 2000 main street ',
  addressLine2: '',
  locality: 'irvine',
  administrativeArea: 'ca',
  postalCode: '92614',
  organization: '',
  organizationTaxId: '',
  countryCode: 'us',
};

describe('validate-address with the offline validator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('validates a US address, re-cased, with coordinates', async () => {
    const res = await visitor(t.app).post(VALIDATE, US_ADDRESS);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body).not.toHaveProperty('error');
    expect(body.response.validatedAddresses).toEqual([
      expect.objectContaining({
        line1: '2000 Main Street',
        city: 'Irvine',
        region: 'CA',
        country: 'US',
        postalCode: '92614',
      }),
    ]);
    expect(body.response.coordinates).toEqual({
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    expect(body.response.resolutionQuality).toBe('RegionCentroid');
    expect(body.response.address).toMatchObject({ textCase: 'Mixed', city: 'Irvine' });
  });

  it('refuses a ZIP code that cannot exist with an Error message', async () => {
    const res = await visitor(t.app).post(VALIDATE, { ...US_ADDRESS, postalCode: 'ABCDE' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: false, error: 'Invalid Address.' });
    expect(body.response.messages).toContainEqual({
      summary: expect.any(String),
      details: expect.stringContaining('ABCDE'),
      refersTo: 'Address.PostalCode',
      severity: 'Error',
      source: 'Avalara.AvaTax.Common',
    });
  });

  it('answers 400 when the country code is missing', async () => {
    const res = await visitor(t.app).post(VALIDATE, { ...US_ADDRESS, countryCode: '  ' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({
      success: false,
      error: 'Country code is required for address validation.',
      message: 'Country code is required for address validation.',
    });
    expect(JSON.parse(body.response).error.message).toBe(
      'Country code is required for address validation.',
    );
  });

  it('needs the CSRF token', async () => {
    const res = await visitor(t.app).post(VALIDATE, US_ADDRESS, { csrf: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unable to verify your data submission.');
  });
});

interface FakeAvatax {
  readonly url: string;
  status: number;
  answer: string;
  readonly requests: { authorization: string | undefined; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

async function startFakeAvatax(): Promise<FakeAvatax> {
  const fake = { status: 200, answer: '{}', requests: [] } as unknown as FakeAvatax & {
    server: Server;
  };
  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      if (request.method !== 'POST' || request.url !== '/api/v2/addresses/resolve') {
        response.writeHead(404).end();
        return;
      }
      fake.requests.push({
        authorization: request.headers.authorization,
        body: JSON.parse(text) as Record<string, unknown>,
      });
      response.writeHead(fake.status, { 'content-type': 'application/json' }).end(fake.answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

const AVATAX_RESOLUTION = {
  address: {
    textCase: 'Mixed',
    line1: '2000 Main Street',
    line2: '',
    line3: '',
    city: 'Irvine',
    region: 'CA',
    country: 'US',
    postalCode: '92614',
  },
  validatedAddresses: [
    {
      addressType: 'StreetOrResidential',
      line1: '2000 Main St',
      line2: '',
      line3: '',
      city: 'Irvine',
      region: 'CA',
      country: 'US',
      postalCode: '92614-7202',
      latitude: 33.684716,
      longitude: -117.851489,
    },
  ],
  coordinates: { latitude: 33.684716, longitude: -117.851489 },
  resolutionQuality: 'Intersection',
  taxAuthorities: [
    {
      avalaraId: '267',
      jurisdictionName: 'CALIFORNIA',
      jurisdictionType: 'State',
      signatureCode: 'AGAM',
    },
  ],
};

const AVATAX_ERROR = JSON.stringify({
  error: {
    code: 'AuthenticationException',
    message: 'Authentication failed.',
    target: 'HttpRequestHeaders',
    details: [{ code: 'AuthenticationException', number: 34, message: 'Authentication failed.' }],
  },
});

describe('validate-address with AvaTax', () => {
  let t: TestApp;
  let avatax: FakeAvatax;
  beforeAll(async () => {
    avatax = await startFakeAvatax();
    t = await startTestApp({
      overrides: {
        addressValidator: avataxAddressValidator({
          accountId: '1100012345',
          licenseKey: 'A1B2C3D4E5F6',
          baseUrl: avatax.url,
        }),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await avatax.close();
  });

  it('sends the normalised address with Basic auth and relays the resolution', async () => {
    avatax.status = 200;
    avatax.answer = JSON.stringify(AVATAX_RESOLUTION);
    const res = await visitor(t.app).post(VALIDATE, US_ADDRESS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, response: AVATAX_RESOLUTION });
    const sent = avatax.requests.at(-1);
    expect(sent?.authorization).toBe(
      `Basic ${Buffer.from('1100012345:A1B2C3D4E5F6').toString('base64')}`,
    );
    expect(sent?.body).toEqual({
      line1: '2000 Main Street',
      line2: '',
      line3: '',
      city: 'Irvine',
      region: 'CA',
      country: 'US',
      postalCode: '92614',
      textCase: 'Mixed',
    });
  });

  it('answers success false when AvaTax finds no address', async () => {
    avatax.status = 200;
    avatax.answer = JSON.stringify({
      address: AVATAX_RESOLUTION.address,
      validatedAddresses: [],
      resolutionQuality: 'NotCoded',
      messages: [
        {
          summary: 'The address is not deliverable.',
          details: 'The physical location exists but there are no homes on this street.',
          refersTo: 'Address',
          severity: 'Error',
          source: 'Avalara.AvaTax.Common',
        },
      ],
    });
    const body = (await visitor(t.app).post(VALIDATE, US_ADDRESS)).json();
    expect(body).toMatchObject({ success: false, error: 'Invalid Address.' });
    expect(body.response.messages[0]).toMatchObject({ severity: 'Error', refersTo: 'Address' });
  });

  it.each([
    [400, 400],
    [422, 422],
    [401, 403],
    [403, 403],
    [404, 404],
    [500, 500],
  ])('maps AvaTax %i to %i with AvaTax’s answer in response', async (avataxStatus, status) => {
    avatax.status = avataxStatus;
    avatax.answer = AVATAX_ERROR;
    const res = await visitor(t.app).post(VALIDATE, US_ADDRESS);
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body).toMatchObject({ success: false, error: expect.any(String) });
    expect(body.message).toBe(body.error);
    expect(body.response).toBe(AVATAX_ERROR);
  });

  it('answers 503 when AvaTax answers something unreadable', async () => {
    avatax.status = 200;
    avatax.answer = '<html>maintenance</html>';
    const res = await visitor(t.app).post(VALIDATE, US_ADDRESS);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, response: null });
  });
});
