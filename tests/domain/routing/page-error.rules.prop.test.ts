import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pageNotFound,
  routeValidationNotFound,
  routingPageError,
  showsErrorPage,
  unexpectedPageError,
  unknownGuardError,
} from '../../../src/domain/routing/page-error.rules';
import type { RoutingError } from '../../../src/domain/routing/routing.errors';

const anyPath = fc.string().map((rest) => `/${rest}`);

const anyRoutingError: fc.Arbitrary<RoutingError> = fc.oneof(
  anyPath.map((path) => ({ kind: 'route-validation-failed' as const, path })),
  anyPath.map((path) => ({ kind: 'route-not-matched' as const, path })),
  fc.string().map((guard) => ({ kind: 'unknown-guard' as const, guard })),
);

describe('page errors', () => {
  it("an unmatched path is a 404 'Page not found: {path}'", () => {
    fc.assert(
      fc.property(anyPath, (path) => {
        const error = pageNotFound(path);
        expect(error.statusCode).toBe(404);
        expect(error.name).toBe('Not Found');
        expect(error.message).toBe(`Page not found: ${path}`);
      }),
    );
  });

  it("a path refused by route validation is a 404 'Page Not Found: {path}'", () => {
    fc.assert(
      fc.property(anyPath, (path) => {
        expect(routeValidationNotFound(path)).toEqual({
          statusCode: 404,
          name: 'Not Found',
          message: `Page Not Found: ${path}`,
        });
      }),
    );
  });

  it('an unknown guard is an error naming it', () => {
    fc.assert(
      fc.property(fc.string(), (guard) => {
        const error = unknownGuardError(guard);
        expect(error.statusCode).toBe(500);
        expect(error.message).toContain(guard);
        expect(error.message).toBe(`Unknown route guard: '${guard}'`);
      }),
    );
  });

  it('routing errors map to those pages', () => {
    fc.assert(
      fc.property(anyRoutingError, (error) => {
        const page = routingPageError(error);
        if (error.kind === 'route-validation-failed')
          expect(page).toEqual(routeValidationNotFound(error.path));
        if (error.kind === 'route-not-matched') expect(page).toEqual(pageNotFound(error.path));
        if (error.kind === 'unknown-guard') expect(page).toEqual(unknownGuardError(error.guard));
      }),
    );
  });

  it('an unexpected error never shows a blank message', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (message) => {
        const error = unexpectedPageError(message);
        expect(error.statusCode).toBe(500);
        expect(error.message.trim()).not.toBe('');
      }),
    );
  });
});

describe('error page for bots', () => {
  it('is shown exactly when the user agent is not a bot', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (userAgent, bot) => {
        fc.pre(userAgent.trim() !== '');
        const isBot = (agent: string) => {
          expect(agent).toBe(userAgent);
          return bot;
        };
        expect(showsErrorPage(userAgent, isBot)).toBe(!bot);
      }),
    );
  });

  it('is shown to a request without a user agent, without asking the bot list', () => {
    for (const userAgent of [null, undefined, '', '  ']) {
      expect(
        showsErrorPage(userAgent, () => {
          throw new Error('not asked');
        }),
      ).toBe(true);
    }
  });
});
