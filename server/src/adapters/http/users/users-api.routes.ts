// The storefront's account helpers beside Craft: look up an e-mail's account state, resend the
// activation mail (with a cooldown), and let never-activated customers ask for an activation link.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountInfo } from '../../../application/users/account-info.ts';
import {
  requestActivation,
  type RequestActivationDeps,
} from '../../../application/users/request-activation.ts';
import {
  type ResendDeps,
  type ResendFailure,
  resendVerification,
} from '../../../application/users/resend-verification.ts';
import { isValidEmail } from '../../../domain/users/user-validation.rules.ts';
import { asBody, optionalString } from '../body/body-params.ts';
import {
  accountCheck,
  enforceRateLimits,
  ipCheck,
  type RateLimitGuardDeps,
} from '../hooks/rate-limit.guard.ts';

export interface UsersApiRoutesDeps extends ResendDeps, RequestActivationDeps {
  readonly rateLimits: RateLimitGuardDeps;
}

const INVALID_EMAIL = 'Please enter a valid e-mail address.';

async function userInfo(
  deps: UsersApiRoutesDeps,
  request: FastifyRequest<{ Querystring: { email?: string } }>,
  reply: FastifyReply,
) {
  await enforceRateLimits(deps.rateLimits, request, reply, [ipCheck('users-info-ip', request)]);
  const email = typeof request.query.email === 'string' ? request.query.email.trim() : '';
  reply.header('cache-control', 'no-store');
  if (!isValidEmail(email))
    return reply.code(400).send({ success: false, email, message: INVALID_EMAIL });
  return { success: true, ...(await accountInfo(deps, email)) };
}

function resendRefusal(reply: FastifyReply, error: ResendFailure) {
  switch (error.kind) {
    case 'cooldown': {
      const { timeRemaining } = error;
      reply.header('retry-after', String(timeRemaining));
      return reply.code(429).send({
        success: false,
        error: 'cooldown',
        message: `Please wait ${timeRemaining} second${timeRemaining === 1 ? '' : 's'} before requesting another verification e-mail.`,
        timeRemaining,
      });
    }
    case 'already-active':
      return reply.code(400).send({
        success: false,
        error: 'already_active',
        message: 'This account is already active. Please sign in.',
      });
    case 'not-pending':
      return reply.code(400).send({
        success: false,
        error: 'not_pending',
        message: 'This account is not awaiting verification. Request activation instead.',
      });
  }
}

async function resendVerificationEmail(
  deps: UsersApiRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const email = optionalString(asBody(request.body), 'email')?.trim() ?? '';
  if (!isValidEmail(email)) {
    return reply.code(400).send({ success: false, error: 'invalid_email', message: INVALID_EMAIL });
  }
  await enforceRateLimits(deps.rateLimits, request, reply, [
    ipCheck('resend-verification-ip', request),
    accountCheck('resend-verification-account', email),
  ]);
  const result = await resendVerification(deps, email);
  if (!result.ok) return resendRefusal(reply, result.error);
  return {
    success: true,
    message:
      'If an account awaits activation at this address, a new activation e-mail is on its way.',
  };
}

async function requestActivationLink(
  deps: UsersApiRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const body = asBody(request.body);
  const text = (name: string) => optionalString(body, name) ?? '';
  const email = text('email').trim();
  await enforceRateLimits(deps.rateLimits, request, reply, [
    ipCheck('request-activation-ip', request),
    // Each valid request may mail the address: few per address, whoever asks.
    ...(isValidEmail(email) ? [accountCheck('request-activation-account', email)] : []),
  ]);
  const result = await requestActivation(deps, {
    email,
    firstName: text('firstName'),
    lastName: text('lastName'),
    password: optionalString(body, 'password'),
    passwordConfirm: optionalString(body, 'passwordConfirm'),
  });
  if (!result.ok) {
    return reply.code(400).send({
      success: false,
      message: 'Please correct the highlighted fields.',
      errors: result.error.errors,
    });
  }
  // One answer for every address, so the form does not reveal who has an account.
  return {
    success: true,
    message:
      'If this address belongs to an account awaiting activation, we sent it a link to choose your password and activate the account.',
  };
}

export function usersApiRoutes(deps: UsersApiRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.get<{ Querystring: { email?: string } }>('/api/users/info', (request, reply) =>
      userInfo(deps, request, reply),
    );
    app.post('/api/users/resend-verification', (request, reply) =>
      resendVerificationEmail(deps, request, reply),
    );
    app.post('/api/users/request-activation', (request, reply) =>
      requestActivationLink(deps, request, reply),
    );
  };
}
