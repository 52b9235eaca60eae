import type { FastifyInstance } from 'fastify';
import { type RegisterDeps, registerUser } from '../../application/users/register.ts';
import { updateProfile, type UpdateProfileDeps } from '../../application/users/update-profile.ts';
import { requireAcceptsJson } from './accepts-json.ts';
import { asBody, optionalId, optionalString } from './body-params.ts';
import { HttpError } from './craft-response.ts';
import { serializeUser } from './craft-user.serializer.ts';
import { enforceRateLimits, ipCheck, type RateLimitGuardDeps } from './rate-limit.guard.ts';
import { type CsrfDeps, issueCsrfToken } from './csrf-token.ts';

export interface SaveUserRoutesDeps extends RegisterDeps, UpdateProfileDeps, CsrfDeps {
  readonly rateLimits: RateLimitGuardDeps;
}

const SAVED = 'User saved.';
const NOT_SAVED = 'Couldn’t save user.';

export function saveUserRoutes(deps: SaveUserRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.post('/actions/users/save-user', async (request, reply) => {
      requireAcceptsJson(request);
      const body = asBody(request.body);
      const text = (name: string) => optionalString(body, name);
      const userId = optionalId(body, 'userId');
      const signedIn = request.auth.user;
      const now = deps.clock.now();

      if (!signedIn) {
        if (userId !== undefined) {
          throw new HttpError(403, 'User is not authorized to perform this action.');
        }
        await enforceRateLimits(deps.rateLimits, request, reply, [ipCheck('register-ip', request)]);
        const result = await registerUser(deps, {
          email: text('email') ?? '',
          username: text('username'),
          password: text('password') ?? text('newPassword'),
          firstName: text('firstName'),
          lastName: text('lastName'),
          fullName: text('fullName'),
        });
        if (!result.ok) {
          return reply.code(400).send({
            modelName: 'user',
            user: serializeUser(result.error.user, now),
            errors: result.error.errors,
            message: NOT_SAVED,
          });
        }
        return {
          id: result.value.id,
          modelName: 'user',
          user: serializeUser(result.value, now),
          message: SAVED,
        };
      }

      // Signed in: only one's own account (registering others needs permissions customers lack).
      if (userId === undefined || userId !== signedIn.id) {
        throw new HttpError(403, 'User is not authorized to perform this action.');
      }
      const result = await updateProfile(
        deps,
        signedIn,
        {
          email: text('email'),
          username: text('username'),
          firstName: text('firstName'),
          lastName: text('lastName'),
          fullName: text('fullName'),
          newPassword: text('newPassword'),
          currentPassword: text('currentPassword') ?? text('password'),
          preferredLanguage: text('preferredLanguage'),
        },
        request.auth.session?.idHash,
      );
      if (!result.ok) {
        return reply.code(400).send({
          modelName: 'user',
          user: serializeUser(result.error.user, now, signedIn.id),
          errors: result.error.errors,
          message: NOT_SAVED,
        });
      }
      const { user, passwordChanged } = result.value;
      request.auth.user = user;
      return {
        id: user.id,
        ...(passwordChanged
          ? { csrfTokenValue: issueCsrfToken(request, reply, deps, user.id) }
          : {}),
        modelName: 'user',
        user: serializeUser(user, now, user.id),
        message: SAVED,
      };
    });
  };
}
