import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type RegisterDeps, registerUser } from '../../application/users/register.ts';
import { updateProfile, type UpdateProfileDeps } from '../../application/users/update-profile.ts';
import { asBody, optionalId, optionalString } from './body-params.ts';
import { controlParamsOf } from './craft-control-params.ts';
import { isModelAnswer, withModelName } from './craft-model-name.ts';
import { craftModelSuccess, type CraftRespondDeps } from './craft-respond.ts';
import { HttpError } from './craft-response.ts';
import { serializeUser } from './craft-user.serializer.ts';
import { enforceRateLimits, ipCheck, type RateLimitGuardDeps } from './rate-limit.guard.ts';
import { type CsrfDeps, issueCsrfToken } from './csrf-token.ts';

export interface SaveUserRoutesDeps
  extends RegisterDeps, UpdateProfileDeps, CsrfDeps, CraftRespondDeps {
  readonly rateLimits: RateLimitGuardDeps;
}

const SAVED = 'User saved.';
const NOT_SAVED = 'Couldn’t save user.';

export function saveUserRoutes(deps: SaveUserRoutesDeps) {
  const hasher = deps.hashedParams;
  /** Craft names the user model after the signed `userVariable` (the handler has checked it). */
  const nameUserModel = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) =>
    isModelAnswer(payload)
      ? withModelName(payload, controlParamsOf(hasher, request.body).userVariable ?? 'user')
      : payload;
  return async (app: FastifyInstance) => {
    // This plugin holds save-user alone, so the hook renames nothing else.
    app.addHook('preSerialization', nameUserModel);

    app.post('/actions/users/save-user', async (request, reply) => {
      const controls = controlParamsOf(hasher, request.body);
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
        const json = {
          id: result.value.id,
          modelName: 'user',
          user: serializeUser(result.value, now),
          message: SAVED,
        };
        return craftModelSuccess(request, reply, deps, json, controls.redirect);
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
      const json = {
        id: user.id,
        ...(passwordChanged
          ? { csrfTokenValue: issueCsrfToken(request, reply, deps, user.id) }
          : {}),
        modelName: 'user',
        user: serializeUser(user, now, user.id),
        message: SAVED,
      };
      return craftModelSuccess(request, reply, deps, json, controls.redirect);
    });
  };
}
