import { describe, expect, it } from 'vitest';
import { ElementApiContentRepository } from '../../../src/adapters/http/element-api.content-repository';
import { errorMessage } from '../../../src/domain/errors/error-messages.rules';
import { useMswServer } from '../../support/msw-server';
import { answer, apiError, craftClient, json } from '../../support/msw-craft';

const server = useMswServer();
const repository = () => new ElementApiContentRepository(craftClient());
const hit = {
  type: 'product',
  id: 3,
  title: 'Oak Chair',
  uri: 'products/oak-chair',
  url: '/products/oak-chair',
  snippet: '<mark>Oak</mark> chair',
  imageUrl: null,
  score: 1,
};

describe('ElementApiContentRepository search', () => {
  it('searches with text, type and limit, and maps the hits', async () => {
    const seen = answer(
      server,
      'get',
      'api/v1/search',
      json({ data: [hit], meta: { query: 'oak', total: 1 } }),
    );

    const result = await repository().search({ text: 'oak', type: 'product', limit: 5 });

    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({
      q: 'oak',
      type: 'product',
      limit: '5',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        query: 'oak',
        total: 1,
        hits: [
          {
            type: 'product',
            id: 3,
            title: 'Oak Chair',
            uri: 'products/oak-chair',
            url: '/products/oak-chair',
            snippet: '<mark>Oak</mark> chair',
            imageUrl: null,
          },
        ],
      },
    });
  });

  it('asks for suggestions in suggest mode, building a missing url from the uri', async () => {
    const seen = answer(
      server,
      'get',
      'api/v1/search',
      json({
        data: [{ ...hit, url: null, snippet: null, uri: '/about', type: 'page' }],
        meta: { query: 'ab', total: 1 },
      }),
    );

    const result = await repository().suggest('ab');

    expect(Object.fromEntries(seen[0]?.url.searchParams ?? [])).toEqual({
      q: 'ab',
      mode: 'suggest',
    });
    expect(result.ok && result.value.hits[0]).toMatchObject({ url: '/about', snippet: '' });
  });

  it("shows the back-end's reason for a refused search", async () => {
    answer(server, 'get', 'api/v1/search', apiError(400, 'Enter something to search for.'));

    const result = await repository().search({ text: ' ' });

    expect(!result.ok && errorMessage(result.error)).toBe(
      'Communication error: (400) Enter something to search for.',
    );
  });

  it('reports results it cannot read', async () => {
    answer(
      server,
      'get',
      'api/v1/search',
      json({ data: [{ ...hit, type: 'person' }], meta: { query: 'x', total: 1 } }),
    );

    expect(await repository().search({ text: 'x' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-data' },
    });
  });
});

describe('ElementApiContentRepository settings', () => {
  it('lists the enabled countries', async () => {
    answer(
      server,
      'get',
      'settings/enabled-countries',
      json({ data: [{ code: 'US', name: 'United States' }] }),
    );

    expect(await repository().enabledCountries()).toEqual({
      ok: true,
      value: [{ code: 'US', name: 'United States' }],
    });
  });

  it("lists one country's states", async () => {
    const seen = answer(
      server,
      'get',
      'settings/enabled-states',
      json({ data: [{ code: 'OR', name: 'Oregon' }] }),
    );

    const result = await repository().enabledStates('US');

    expect(seen[0]?.url.searchParams.get('country')).toBe('US');
    expect(result).toEqual({
      ok: true,
      value: [{ countryCode: 'US', code: 'OR', name: 'Oregon' }],
    });
  });

  it('lists the gateways, reading a missing archived flag as false', async () => {
    answer(
      server,
      'get',
      'settings/enabled-gateways',
      json({
        data: [{ id: 1, name: 'Card', handle: 'dummy', paymentType: 'purchase', sortOrder: 1 }],
      }),
    );

    expect(await repository().enabledGateways()).toEqual({
      ok: true,
      value: [
        {
          id: 1,
          name: 'Card',
          handle: 'dummy',
          paymentType: 'purchase',
          sortOrder: 1,
          isArchived: false,
        },
      ],
    });
  });

  it('reports settings it cannot read', async () => {
    answer(server, 'get', 'settings/enabled-countries', json({ data: {} }));

    expect(await repository().enabledCountries()).toMatchObject({
      ok: false,
      error: { kind: 'invalid-data' },
    });
  });
});

describe('ElementApiContentRepository.submitForm', () => {
  it('posts the fields with CSRF and hands back the thank-you text', async () => {
    const seen = answer(
      server,
      'post',
      'api/v1/forms/get-started',
      json({ success: true, message: 'Thank you!' }),
    );

    const result = await repository().submitForm('get-started', {
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hi',
    });

    expect(seen[0]?.body).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Hi' });
    expect(seen[0]?.headers.get('x-csrf-token')).toBe('csrf-msw');
    expect(result).toEqual({ ok: true, value: 'Thank you!' });
  });

  it('reads an answer without a message as an empty text', async () => {
    answer(server, 'post', 'api/v1/forms/call-quote', json({ success: true }));

    expect(await repository().submitForm('call-quote', {})).toEqual({ ok: true, value: '' });
  });

  it("keeps the form's field errors in the failure", async () => {
    const refusal = {
      message: 'Please correct the highlighted fields.',
      errors: { email: ['Email is not a valid email address.'] },
    };
    answer(server, 'post', 'api/v1/forms/get-started', json(refusal, 400));

    const result = await repository().submitForm('get-started', {});

    expect(result).toMatchObject({ ok: false, error: { error: { status: 400, data: refusal } } });
  });
});
