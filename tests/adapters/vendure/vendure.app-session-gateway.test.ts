import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CraftClient } from '../../../src/adapters/http/client/craft-client';
import { embeddedAnswersFrom } from '../../../src/adapters/http/client/embedded-answers';
import { VendureClient } from '../../../src/adapters/vendure/client/vendure-client';
import { SIGNED_IN_CUSTOMER } from '../../../src/adapters/vendure/session/vendure-session.operations';
import { VendureAppSessionGateway } from '../../../src/adapters/vendure/session/vendure.app-session-gateway';
import { craftClient, ORIGIN } from '../../support/msw-craft';
import { useMswServer } from '../../support/msw-server';
import { answerShopApi } from '../../support/msw-vendure';
import { aVendureCustomerJson } from '../../support/vendure-json.mother';

const server = useMswServer();
const sessions = () => new VendureAppSessionGateway(new VendureClient(craftClient()));

const signedIn = (customer: unknown) =>
  answerShopApi(server, {
    SignedInCustomer: () => ({ activeCustomer: customer }),
    Logout: () => ({ logout: { success: true } }),
  });

const ADA = {
  id: 5,
  uid: '9',
  email: 'ada@example.com',
  username: 'ada@example.com',
  fullName: 'Ada Lovelace',
};

describe('VendureAppSessionGateway', () => {
  it("reads Vendure's signed-in customer as the session's user", async () => {
    signedIn(aVendureCustomerJson());

    expect(await sessions().read()).toEqual({ ok: true, value: { id: null, user: ADA } });
  });

  it('reads a guest as a session without a user, and a customer without names without a full name', async () => {
    signedIn(null);
    expect(await sessions().read()).toEqual({ ok: true, value: { id: null, user: null } });

    signedIn(aVendureCustomerJson({ firstName: '', lastName: '' }));
    expect(await sessions().read()).toMatchObject({
      ok: true,
      value: { user: { fullName: null } },
    });
  });

  it('asks once at start-up: a failed read is not retried', async () => {
    const seen = answerShopApi(server, {
      SignedInCustomer: () => HttpResponse.json({ message: 'busy' }, { status: 503 }),
    });

    const read = await sessions().read();

    expect(read).toMatchObject({ ok: false, error: { error: { status: 503 } } });
    expect(seen).toHaveLength(1);
  });

  it('asks Vendure even when the page embeds an answer for the same query', async () => {
    const url = `shop-api?${new URLSearchParams({ query: SIGNED_IN_CUSTOMER.document })}`;
    const embeddedAnswers = embeddedAnswersFrom({
      [url]: { data: { activeCustomer: aVendureCustomerJson() } },
    });
    const http = new CraftClient({
      baseUrl: ORIGIN,
      fetch: (input, init) => globalThis.fetch(input, init),
      embeddedAnswers,
    });
    signedIn(null);

    const read = await new VendureAppSessionGateway(new VendureClient(http)).read();

    expect(read).toEqual({ ok: true, value: { id: null, user: null } });
    expect(embeddedAnswers.take(url)).toBeDefined();
  });

  it('signs out of Vendure to remove the session', async () => {
    const seen = signedIn(aVendureCustomerJson());

    expect(await sessions().remove()).toEqual({ ok: true, value: undefined });
    expect(seen.map((request) => request.operationName)).toEqual(['Logout']);
  });

  it('answers a sync with the session as Vendure has it', async () => {
    signedIn(aVendureCustomerJson());
    expect(await sessions().sync('login')).toEqual({ ok: true, value: { id: null, user: ADA } });

    signedIn(null);
    expect(await sessions().sync('logout')).toEqual({ ok: true, value: { id: null, user: null } });
  });

  it('refuses a login sync with nobody signed in (401)', async () => {
    signedIn(null);

    expect(await sessions().sync('login')).toMatchObject({
      ok: false,
      error: { kind: 'request-failed', error: { status: 401 } },
    });
  });
});
