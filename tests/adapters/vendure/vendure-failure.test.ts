import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { VendureAccountGateway } from '../../../src/adapters/vendure/account/vendure.account-gateway';
import { VendureProductCatalog } from '../../../src/adapters/vendure/catalog/vendure.product-catalog';
import { VendureClient } from '../../../src/adapters/vendure/client/vendure-client';
import { graphqlFailure } from '../../../src/adapters/vendure/client/vendure-failure';
import { errorMessage } from '../../../src/domain/errors/error-messages.rules';
import { craftClient } from '../../support/msw-craft';
import { useMswServer } from '../../support/msw-server';
import { answerShopApi } from '../../support/msw-vendure';

const server = useMswServer();

/** What our server's /shop-api answers in Vendure's place (server/.../vendure/shop-api.errors.ts). */
const ourError = (status: number, message: string, code: string) => () =>
  HttpResponse.json({ errors: [{ message, extensions: { code } }] }, { status });

const CALL = { operation: 'Login', method: 'POST' } as const;

describe("our server's own GraphQL errors on /shop-api", () => {
  it('read as the statuses they stand for: a rate limit 429, Vendure unreachable 502', () => {
    const statusOf = (code: string) =>
      graphqlFailure(CALL, { message: 'x', extensions: { code } }, null);

    expect(statusOf('TOO_MANY_REQUESTS')).toMatchObject({ error: { status: 429 } });
    expect(statusOf('COMMERCE_UNREACHABLE')).toMatchObject({ error: { status: 502 } });
  });

  it('show a refused sign-in with the rate limit text, as a refusal of our own server does', async () => {
    const text = 'Too many attempts. Please wait 30 seconds and try again.';
    answerShopApi(server, { Login: ourError(429, text, 'TOO_MANY_REQUESTS') });
    const http = craftClient();

    const answer = await new VendureAccountGateway(new VendureClient(http), http).login({
      loginName: 'ann@example.com',
      password: 'guess',
      rememberMe: false,
    });

    expect(answer).toMatchObject({ ok: false, error: { error: { status: 429 } } });
    if (answer.ok) return;
    expect(errorMessage(answer.error)).toBe(`Communication error: ${text}`);
  });

  it('report a catalogue read while Vendure is unreachable as a bad gateway', async () => {
    const message = 'The shop cannot be reached just now. Please try again in a moment.';
    answerShopApi(server, { ProductBySlug: ourError(502, message, 'COMMERCE_UNREACHABLE') });

    const answer = await new VendureProductCatalog(new VendureClient(craftClient())).product('x');

    expect(answer).toMatchObject({ ok: false, error: { error: { status: 502, message } } });
  });
});
