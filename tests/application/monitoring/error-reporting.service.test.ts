import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryErrorReporter } from '../../../src/adapters/fakes/in-memory.error-reporter';
import { ErrorReportingService } from '../../../src/application/monitoring/error-reporting.service';
import {
  MAX_BREADCRUMBS,
  MAX_STACK_FRAMES,
} from '../../../src/domain/monitoring/breadcrumbs.rules';
import { current } from '../../support/observed';
import { servicesHarness } from '../../support/services.harness';

const errorWithFrames = (count: number): Error => {
  const error = new TypeError('x is undefined');
  error.stack = [
    'TypeError: x is undefined',
    ...Array.from({ length: count }, (_, index) => `    at f${index} (app.js:${index}:1)`),
  ].join('\n');
  return error;
};

describe('ErrorReportingService', () => {
  it('logs to the console in development, and reports nothing', () => {
    const { errors, logger, reporter } = servicesHarness({ environment: 'development' });

    errors.capture(new Error('boom'), { route: '/cart' });

    expect(logger.entries).toEqual([
      {
        message: 'Error: boom',
        details: { error: expect.any(Error), context: { route: '/cart' } },
      },
    ]);
    expect(reporter.reports).toEqual([]);
  });

  it('also reports in production, with breadcrumbs and at most 50 frames', () => {
    const { errors, logger, reporter, clock } = servicesHarness({ environment: 'production' });
    errors.breadcrumb('navigation', '/cart');

    errors.capture(errorWithFrames(80));

    expect(logger.entries).toHaveLength(1);
    expect(reporter.reports).toEqual([
      {
        name: 'TypeError',
        message: 'x is undefined',
        stack: Array.from(
          { length: MAX_STACK_FRAMES },
          (_, index) => `at f${index} (app.js:${index}:1)`,
        ),
        context: {},
        breadcrumbs: [{ timestamp: clock.now(), category: 'navigation', message: '/cart' }],
        environment: 'production',
        timestamp: clock.now(),
      },
    ]);
  });

  it('reports what is thrown even when it is not an Error', () => {
    const { errors, reporter } = servicesHarness({ environment: 'production' });

    errors.capture('a string');
    const noStack = new Error('');
    noStack.stack = undefined;
    errors.capture(noStack);

    expect(reporter.reports.map(({ name, message, stack }) => ({ name, message, stack }))).toEqual([
      { name: 'Error', message: 'a string', stack: [] },
      { name: 'Error', message: '', stack: [] },
    ]);
  });

  it('keeps the stack of a browser that starts it with a frame', () => {
    const { errors, reporter } = servicesHarness({ environment: 'production' });
    const error = new Error('m');
    error.stack = 'f@app.js:1:1\ng@app.js:2:2';

    errors.capture(error);

    expect(reporter.reports[0]?.stack).toEqual(['f@app.js:1:1', 'g@app.js:2:2']);
  });

  it('keeps the last 100 breadcrumbs, oldest first', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 4 }), { maxLength: 250 }), (messages) => {
        const { errors } = servicesHarness();

        for (const message of messages) errors.breadcrumb('ui', message);

        const trail = current(errors.breadcrumbs$).items.map((crumb) => crumb.message);
        expect(trail).toEqual(messages.slice(-MAX_BREADCRUMBS));
      }),
      { numRuns: 50 },
    );
  });

  it('shows the error page to people and only logs for crawlers', async () => {
    const { errors, logger } = servicesHarness();

    await expect(
      errors.pageFailed(new Error('x'), 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0'),
    ).resolves.toEqual({ showErrorPage: true });
    await expect(errors.pageFailed(new Error('x'), 'Googlebot/2.1')).resolves.toEqual({
      showErrorPage: false,
    });
    await expect(errors.pageFailed(new Error('x'), null)).resolves.toEqual({
      showErrorPage: true,
    });
    expect(logger.entries).toHaveLength(3);
  });

  it('captures at once, and shows the error page when the bot list cannot answer', async () => {
    const { logger, clock } = servicesHarness();
    const errors = new ErrorReportingService({
      logger,
      reporter: new InMemoryErrorReporter(),
      clock,
      botDetector: { isBot: () => Promise.reject(new Error('chunk failed')) },
      environment: 'production',
    });

    const decision = errors.pageFailed(new Error('x'), 'Googlebot/2.1');

    expect(logger.entries).toHaveLength(1);
    await expect(decision).resolves.toEqual({ showErrorPage: true });
  });
});
