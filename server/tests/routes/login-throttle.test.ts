import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../support/manual-clock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aCustomer } from '../support/user.mother.ts';
import { visitor } from '../support/visitor.ts';

// Wrong passwords lock out the client that typed them, never the account: a stranger cannot lock the
// owner out. The clock starts on a five-minute boundary, where the lockout window starts too.
describe('sign-in throttling per account and client', () => {
  let t: TestApp;
  const clock = manualClock(new Date('2026-11-21T10:00:00Z'));
  beforeAll(async () => {
    t = await startTestApp({ overrides: { clock } });
  });
  afterAll(() => t.close());

  it('a stranger’s ten wrong passwords from one client do not stop the owner on another', async () => {
    const owner = await aCustomer(t.deps);
    const stranger = visitor(t.app, '198.51.100.1');
    const answers = [];
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      answers.push((await stranger.login(owner.email, `guess-${attempt}`)).json().errorCode);
    }
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('invalid_credentials'));
    expect(answers.slice(4)).toEqual(Array(6).fill('account_cooldown'));

    const fromHome = await visitor(t.app, '203.0.113.77').login(owner.email, owner.password);
    expect(fromHome.statusCode).toBe(200);
    expect(fromHome.json().user).toMatchObject({ id: owner.id, locked: false });
    // The stranger's client stays locked, even with the right password.
    expect((await stranger.login(owner.email, owner.password)).json().errorCode).toBe(
      'account_cooldown',
    );
  });

  it('the same client gets Craft’s lockout after five wrong passwords, then may try again', async () => {
    clock.advance(300);
    const customer = await aCustomer(t.deps);
    const v = visitor(t.app, '198.51.100.2');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await v.login(customer.email, 'nope-nope')).json().errorCode).toBe(
        'invalid_credentials',
      );
    }
    expect((await v.login(customer.email, 'nope-nope')).json()).toEqual({
      errorCode: 'account_cooldown',
      message: 'Account locked. Try again in 5 minutes.',
    });
    clock.advance(120);
    expect((await v.login(customer.email, customer.password)).json()).toEqual({
      errorCode: 'account_cooldown',
      message: 'Account locked. Try again in 3 minutes.',
    });
    clock.advance(181);
    const after = await v.login(customer.email, customer.password);
    expect(after.statusCode).toBe(200);
    expect(after.json().user.invalidLoginCount).toBe(0);
  });

  it('a correct password clears the client’s count', async () => {
    clock.advance(300);
    const customer = await aCustomer(t.deps);
    const v = visitor(t.app, '198.51.100.3');
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 1; attempt <= 4; attempt += 1) await v.login(customer.email, 'nope-nope');
      expect((await v.login(customer.email, customer.password)).statusCode).toBe(200);
    }
  });

  it('users/info answers 429 beyond ten look-ups a minute from one address', async () => {
    const v = visitor(t.app, '198.51.100.4');
    const statuses = [];
    // 21 look-ups: even if a minute boundary passes meanwhile, one window holds more than ten.
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await v.get(`/api/users/info?email=probe${i}%40example.test`)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses).toContain(429);
    // Another address is not affected.
    expect(
      (await visitor(t.app, '198.51.100.5').get('/api/users/info?email=a%40b.test')).statusCode,
    ).toBe(200);
  });
});
