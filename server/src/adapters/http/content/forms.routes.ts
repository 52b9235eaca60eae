// The storefront's forms: POST /api/v1/forms/get-started and /api/v1/forms/call-quote. The app's CSRF
// hook has checked the token before a handler runs; every attempt counts against the IP's limit.
import type { FastifyInstance } from 'fastify';
import { submitForm, type SubmitFormDeps } from '../../../application/forms/submit-form.ts';
import { isFormHandle } from '../../../domain/forms/form-validation.rules.ts';
import { asBody } from '../body/body-params.ts';
import { elementNotFound } from '../element-api/element-api-response.ts';
import { enforceRateLimits, ipCheck, type RateLimitGuardDeps } from '../hooks/rate-limit.guard.ts';

export interface FormsRoutesDeps extends SubmitFormDeps {
  readonly rateLimits: RateLimitGuardDeps;
}

export const FORM_THANKS = 'Thank you! We will get back to you within one business day.';
export const FORM_INVALID = 'Please correct the highlighted fields.';

export function formsRoutes(deps: FormsRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post<{ Params: { handle: string } }>('/api/v1/forms/:handle', async (request, reply) => {
      const { handle } = request.params;
      if (!isFormHandle(handle)) throw elementNotFound();
      await enforceRateLimits(deps.rateLimits, request, reply, [ipCheck('forms-ip', request)]);
      const result = await submitForm(deps, handle, asBody(request.body), {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      if (!result.ok)
        return reply.code(400).send({ message: FORM_INVALID, errors: result.error.errors });
      if (result.value.notifyFailure !== undefined) {
        // The submission is stored; the shop can still answer it, so the visitor is not bothered.
        request.log.error(
          { err: result.value.notifyFailure, submissionId: result.value.submissionId },
          'form submission mail failed',
        );
      }
      return { success: true, message: FORM_THANKS };
    });
  };
}
