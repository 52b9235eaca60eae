import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  errorBodyFor,
  type HttpError,
  SERVER_ERROR_MESSAGE,
} from '../../src/adapters/http/craft/craft-response.ts';
import {
  accountCheck,
  enforceRateLimits,
  ipCheck,
} from '../../src/adapters/http/hooks/rate-limit.guard.ts';
import { readRateLimitPolicies } from '../../src/application/rate-limit/rate-limit-policies.ts';
import { inMemoryRateLimiter } from './in-memory.rate-limiter.ts';

const LOGIN = '/actions/users/login';
const USERS_INFO = '/api/users/info';

describe('rate limit guard', () => {
  let app: FastifyInstance;
  let now: Date;

  beforeEach(async () => {
    now = new Date('2030-01-01T10:00:10.000Z');
    const deps = {
      limiter: inMemoryRateLimiter(),
      policies: readRateLimitPolicies({
        RATE_LIMIT_LOGIN_IP: '3/60,10/3600',
        RATE_LIMIT_LOGIN_ACCOUNT: '2/60',
        RATE_LIMIT_USERS_INFO_IP: '1/60',
      }),
      now: () => now,
    };
    app = Fastify();
    // As in app.ts: an HttpError is rendered in the error shape of its path.
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      const message = status >= 500 ? SERVER_ERROR_MESSAGE : error.message;
      return reply.code(status).send(errorBodyFor(request.url, status, message));
    });
    app.post<{ Body: { loginName?: string } }>(LOGIN, async (request, reply) => {
      const checks = [ipCheck('login-ip', request)];
      if (request.body.loginName) {
        checks.push(accountCheck('login-account', request.body.loginName));
      }
      await enforceRateLimits(deps, request, reply, checks);
      return { success: true };
    });
    app.get(USERS_INFO, async (request, reply) => {
      await enforceRateLimits(deps, request, reply, [ipCheck('users-info-ip', request)]);
      return { success: true };
    });
    await app.ready();
  });
  afterEach(() => app.close());

  const login = (loginName: string, remoteAddress = '203.0.113.9') =>
    app.inject({ method: 'POST', url: LOGIN, payload: { loginName }, remoteAddress });

  it('lets requests through with RateLimit headers for the tightest rule', async () => {
    const res = await login('ann');
    expect(res.statusCode).toBe(200);
    expect(res.headers['ratelimit-limit']).toBe('2');
    expect(res.headers['ratelimit-remaining']).toBe('1');
    expect(res.headers['ratelimit-reset']).toBe('50');
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it('answers 429 with Retry-After and a Craft error body once an IP is over its limit', async () => {
    for (const name of ['ann', 'bob', 'cy']) expect((await login(name)).statusCode).toBe(200);
    const res = await login('dee');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('50');
    expect(res.headers['ratelimit-remaining']).toBe('0');
    const message = 'Too many attempts. Please wait 50 seconds and try again.';
    expect(res.json()).toEqual({
      name: 'Too Many Requests',
      message,
      code: 0,
      status: 429,
      error: message,
    });
  });

  it('limits an account across IP addresses, whatever the case of its name', async () => {
    expect((await login('Ann', '198.51.100.1')).statusCode).toBe(200);
    expect((await login('ann', '198.51.100.2')).statusCode).toBe(200);
    expect((await login('ANN', '198.51.100.3')).statusCode).toBe(429);
    expect((await login('bob', '198.51.100.3')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (const host of ['1', '2', '3']) {
      expect((await login(`u${host}`, `2001:db8:1:2::${host}`)).statusCode).toBe(200);
    }
    expect((await login('u4', '2001:db8:1:2:aaaa::4')).statusCode).toBe(429);
    expect((await login('u5', '2001:db8:1:3::5')).statusCode).toBe(200);
  });

  it('says "1 second" in the last second of the window', async () => {
    for (let i = 0; i < 3; i++) await login(`user${i}`);
    now = new Date('2030-01-01T10:00:59.500Z');
    const res = await login('late');
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json().message).toBe('Too many attempts. Please wait 1 second and try again.');
  });

  it('lets the client in again when the window has passed', async () => {
    for (let i = 0; i < 4; i++) await login(`user${i}`);
    now = new Date('2030-01-01T10:01:00.000Z');
    expect((await login('again')).statusCode).toBe(200);
  });

  it('answers in the Element API error shape on /api/ paths', async () => {
    expect((await app.inject({ method: 'GET', url: USERS_INFO })).statusCode).toBe(200);
    const res = await app.inject({ method: 'GET', url: USERS_INFO });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('50');
    expect(res.json()).toEqual({
      error: { code: 429, message: 'Too many attempts. Please wait 50 seconds and try again.' },
    });
  });
});
