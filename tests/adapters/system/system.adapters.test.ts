import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleLogger } from '../../../src/adapters/system/console.logger';
import { FetchErrorReporter } from '../../../src/adapters/system/fetch.error-reporter';
import { IsbotBotDetector } from '../../../src/adapters/system/isbot.bot-detector';
import { SystemClock } from '../../../src/adapters/system/system.clock';
import type { ErrorReport } from '../../../src/ports/error-reporter';
import { flushPromises } from '../../support/deferred';
import { useMswServer } from '../../support/msw-server';

const server = useMswServer();

const REPORT: ErrorReport = {
  name: 'TypeError',
  message: 'x is undefined',
  stack: ['at a (app.js:1:1)'],
  context: { route: '/cart' },
  breadcrumbs: [],
  environment: 'production',
  timestamp: 1,
};

describe('SystemClock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the time and runs a task later, unless cancelled', () => {
    vi.useFakeTimers({ now: 5_000 });
    const clock = new SystemClock();
    const ran: string[] = [];

    clock.schedule(100, () => ran.push('kept'));
    const cancel = clock.schedule(100, () => ran.push('cancelled'));
    cancel();
    vi.advanceTimersByTime(100);

    expect(clock.now()).toBe(5_100);
    expect(ran).toEqual(['kept']);
  });
});

describe('ConsoleLogger', () => {
  it('writes errors to the console, with details when given', () => {
    const lines: unknown[][] = [];
    const logger = new ConsoleLogger({ error: (...args: unknown[]) => lines.push(args) });

    logger.error('failed');
    logger.error('failed', { id: 1 });

    expect(lines).toEqual([['failed'], ['failed', { id: 1 }]]);
  });
});

describe('IsbotBotDetector', () => {
  it("uses isbot's list", async () => {
    const detector = new IsbotBotDetector();

    await expect(
      detector.isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).resolves.toBe(true);
    await expect(
      detector.isBot(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).resolves.toBe(false);
  });
});

describe('FetchErrorReporter', () => {
  it('posts the report as JSON to the intake', async () => {
    const received: unknown[] = [];
    server.use(
      http.post('http://errors.test/intake', async ({ request }) => {
        received.push(await request.json());
        return HttpResponse.json({});
      }),
    );

    new FetchErrorReporter({
      url: 'http://errors.test/intake',
      fetch: (i, o) => globalThis.fetch(i, o),
    }).report(REPORT);
    await vi.waitFor(() => expect(received).toEqual([REPORT]));
  });

  it('drops a report that cannot be sent, whether fetch rejects or throws', async () => {
    const rejecting = new FetchErrorReporter({
      url: 'x',
      fetch: () => Promise.reject(new Error('offline')),
    });
    const throwing = new FetchErrorReporter({
      url: 'x',
      fetch: () => {
        throw new Error('blocked by policy');
      },
    });

    expect(() => rejecting.report(REPORT)).not.toThrow();
    expect(() => throwing.report(REPORT)).not.toThrow();
    await flushPromises();
  });
});
