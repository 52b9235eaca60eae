import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { type Visitor, visitor } from '../support/visitor.ts';
import { type Answer, type FakeVendure, fakeVendure, vendureAt } from './fake-vendure.ts';

const LOGIN = `mutation Login($username: String!, $password: String!) {
  login(username: $username, password: $password) { ... on CurrentUser { id } ... on ErrorResult { errorCode } }
}`;
const RESET_MAIL = `mutation RequestPasswordReset($emailAddress: String!) {
  requestPasswordReset(emailAddress: $emailAddress) { ... on Success { success } }
}`;
const COUPON = `mutation Coupon($couponCode: String!) {
  c: applyCouponCode(couponCode: $couponCode) { __typename }
}`;

/** Vendure signs in whoever types `right`; every other mutation succeeds. */
const signsInWithRight: Answer = (_request, response, body) => {
  const { variables } = JSON.parse(body) as { variables?: { password?: string } };
  const login =
    variables?.password === 'right'
      ? { id: '7' }
      : { errorCode: 'INVALID_CREDENTIALS_ERROR', message: 'The credentials did not match' };
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ data: { login } }));
};

const TOO_MANY = {
  errors: [
    {
      message: expect.stringMatching(
        /^Too many attempts\. Please wait \d+ seconds? and try again\.$/,
      ),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    },
  ],
};

describe('rate limits on POST /shop-api (the same policies as our own routes)', () => {
  let vendure: FakeVendure;
  let shop: TestApp;
  const post = (shopper: Visitor, query: string, variables: unknown = {}) =>
    shopper.post('/shop-api', { query, variables });
  const statuses = async (times: number, send: () => Promise<{ statusCode: number }>) => {
    const seen: number[] = [];
    for (let i = 0; i < times; i += 1) seen.push((await send()).statusCode);
    return seen;
  };

  beforeAll(async () => {
    vendure = await fakeVendure();
    vendure.answerWith(signsInWithRight);
    // One instant: no window ends halfway through a test.
    shop = await startTestApp({
      overrides: ({ rateLimits }) => ({
        ...vendureAt(vendure.url),
        rateLimits: { ...rateLimits, now: () => new Date('2030-06-01T12:00:01Z') },
      }),
    });
  });

  afterAll(async () => {
    await shop.close();
    vendure.close();
  });

  it('mails one address five reset links a minute, from any client, then answers 429', async () => {
    const one = visitor(shop.app, '198.51.100.1');
    const mail = { emailAddress: 'Ann@Example.com' };
    const before = vendure.seen.length;

    expect(await statuses(5, () => post(one, RESET_MAIL, mail))).toEqual([200, 200, 200, 200, 200]);
    const refused = await post(visitor(shop.app, '198.51.100.2'), RESET_MAIL, {
      emailAddress: 'ann@example.com ',
    });

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(vendure.seen.length - before).toBe(5);
    expect((await post(one, RESET_MAIL, { emailAddress: 'bob@example.com' })).statusCode).toBe(200);
  });

  it('locks a client out of an account after five wrong passwords; a right one clears them', async () => {
    const guesser = visitor(shop.app, '198.51.100.3');
    const tryPassword = (password: string) =>
      post(guesser, LOGIN, { username: 'demo@example.com', password });

    expect(await statuses(4, () => tryPassword('wrong'))).toEqual([200, 200, 200, 200]);
    expect((await tryPassword('right')).json()).toEqual({ data: { login: { id: '7' } } });
    expect(await statuses(5, () => tryPassword('wrong'))).toEqual([200, 200, 200, 200, 200]);
    expect((await tryPassword('right')).statusCode).toBe(429);

    const owner = visitor(shop.app, '198.51.100.4');
    const signIn = await post(owner, LOGIN, { username: 'demo@example.com', password: 'right' });
    expect(signIn.statusCode).toBe(200);
  });

  it('counts a coupon guess however it is named, ten a minute per client', async () => {
    const guesser = visitor(shop.app, '198.51.100.5');
    const guesses = await statuses(11, () => post(guesser, COUPON, { couponCode: 'GUESS' }));

    expect(guesses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(guesses[10]).toBe(429);
  });

  it('takes one limited mutation per request, so one request is one guess', async () => {
    const guesser = visitor(shop.app, '198.51.100.6');
    const before = vendure.seen.length;

    const batch = await post(
      guesser,
      'mutation { a: login(username: "x", password: "1") { __typename } b: login(username: "x", password: "2") { __typename } }',
    );
    const commented = await post(guesser, `# login\n${LOGIN}`, { username: 'x', password: '1' });

    expect([batch.statusCode, commented.statusCode]).toEqual([400, 400]);
    expect(batch.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(vendure.seen.length).toBe(before);
  });

  it('forwards no body it cannot count: a batch, or a persisted query without its document', async () => {
    const sender = visitor(shop.app, '198.51.100.7');
    const before = vendure.seen.length;

    const batch = await sender.post('/shop-api', [{ query: LOGIN }, { query: LOGIN }]);
    const persisted = await sender.post('/shop-api', {
      extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } },
    });

    expect([batch.statusCode, persisted.statusCode]).toEqual([400, 400]);
    expect(vendure.seen.length).toBe(before);
  });

  it('lets one client send 120 mutations a minute, whatever they are', async () => {
    const busy = visitor(shop.app, '198.51.100.8');
    await busy.csrf();
    const sent = await statuses(121, () => post(busy, 'mutation { logout { success } }'));

    expect(sent.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(sent[120]).toBe(429);
  });
});
