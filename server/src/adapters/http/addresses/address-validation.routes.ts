// The Avalara plugin's `POST /actions/{segment}/json/validate-address` (segment `avatax` unless
// TAX_SERVICE_SEGMENT says otherwise). Guests may call it; the app's CSRF hook has checked the token.
// Answers the plugin's `{success, error, response}`; failures of the tax service keep their status so
// the storefront can tell them apart, with AvaTax's own answer text in `response`.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  resolveAddress,
  type ResolveAddressDeps,
} from '../../../application/addresses/resolve-address.ts';
import { ADDRESS_TO_RESOLVE_FIELDS } from '../../../domain/addresses/address-resolution.ts';
import {
  type AddressResolutionError,
  COUNTRY_CODE_REQUIRED,
} from '../../../domain/addresses/address-resolution.errors.ts';
import { requireAcceptsJson } from '../craft/accepts-json.ts';
import { asBody, optionalString } from '../body/body-params.ts';
import { enforceRateLimits, ipCheck, type RateLimitGuardDeps } from '../hooks/rate-limit.guard.ts';

export interface AddressValidationRoutesDeps extends ResolveAddressDeps {
  readonly rateLimits: RateLimitGuardDeps;
  readonly taxServiceSegment: string;
}

export const INVALID_ADDRESS = 'Invalid Address.';

const FAILURES: Readonly<
  Record<
    Exclude<AddressResolutionError['kind'], 'request-refused'>,
    { status: number; message: string }
  >
> = {
  'country-code-missing': { status: 400, message: COUNTRY_CODE_REQUIRED },
  'access-denied': { status: 403, message: 'Access to the address validation service was denied.' },
  'service-not-found': { status: 404, message: 'The address validation service is not available.' },
  'service-failed': { status: 500, message: 'The address validation service failed.' },
  'service-unreachable': {
    status: 503,
    message: 'Address validation is temporarily unavailable.',
  },
};

/** AvaTax's error JSON, as the plugin relays a refused request: a text in `response`. */
const avataxErrorText = (message: string, target: string) =>
  JSON.stringify({
    error: {
      code: 'MissingRequiredField',
      message,
      target,
      details: [
        {
          code: 'MissingRequiredField',
          message,
          description: message,
          faultCode: 'Client',
          severity: 'Error',
        },
      ],
    },
  });

function sendFailure(reply: FastifyReply, failure: AddressResolutionError) {
  if (failure.kind === 'request-refused') {
    const status = failure.unprocessable ? 422 : 400;
    const message = 'The address could not be validated: invalid address format.';
    return reply
      .code(status)
      .send({ success: false, error: message, message, response: failure.detail });
  }
  const { status, message } = FAILURES[failure.kind];
  const response =
    failure.kind === 'country-code-missing'
      ? avataxErrorText(message, 'Address.Country')
      : failure.kind === 'service-unreachable'
        ? null
        : failure.detail;
  return reply.code(status).send({ success: false, error: message, message, response });
}

export function addressValidationRoutes(deps: AddressValidationRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.post(`/actions/${deps.taxServiceSegment}/json/validate-address`, async (request, reply) => {
      requireAcceptsJson(request);
      await enforceRateLimits(deps.rateLimits, request, reply, [
        ipCheck('address-validation-ip', request),
      ]);
      reply.header('cache-control', 'no-store');
      // The plugin reads each field from the query or the body.
      const params = { ...asBody(request.query), ...asBody(request.body) };
      const input = Object.fromEntries(
        ADDRESS_TO_RESOLVE_FIELDS.map((field) => [field, optionalString(params, field) ?? '']),
      );
      const result = await resolveAddress(deps, input);
      if (!result.ok) {
        if (result.error.kind === 'service-unreachable' || result.error.kind === 'service-failed')
          request.log.error({ failure: result.error }, 'address validation service failed');
        else if (result.error.kind === 'access-denied')
          request.log.error({ failure: result.error }, 'address validation credentials refused');
        return sendFailure(reply, result.error);
      }
      const { success, resolution } = result.value;
      return success
        ? { success: true, response: resolution }
        : { success: false, error: INVALID_ADDRESS, response: resolution };
    });
  };
}
