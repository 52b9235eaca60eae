import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type RegisterDeps, registerUser } from '../../../application/users/register.ts';
import {
  type ProfileInput,
  updateProfile,
  type UpdateProfileDeps,
} from '../../../application/users/update-profile.ts';
import type { User } from '../../../domain/users/user.ts';
import { asBody, optionalId, optionalString } from '../body/body-params.ts';
import { type ControlParams, controlParamsOf } from '../craft/craft-control-params.ts';
import { isModelAnswer, withModelName } from '../craft/craft-model-name.ts';
import { craftModelSuccess, type CraftRespondDeps } from '../craft/craft-respond.ts';
import { HttpError } from '../craft/craft-response.ts';
import { serializeUser } from './craft-user.serializer.ts';
import { enforceRateLimits, ipCheck, type RateLimitGuardDeps } from '../hooks/rate-limit.guard.ts';
import { type CsrfDeps, issueCsrfToken } from '../csrf/csrf-token.ts';

export interface SaveUserRoutesDeps
  extends RegisterDeps, UpdateProfileDeps, CsrfDeps, CraftRespondDeps {
  readonly rateLimits: RateLimitGuardDeps;
}

const SAVED = 'User saved.';
const NOT_SAVED = 'Couldn’t save user.';

const NOT_AUTHORIZED = 'User is not authorized to perform this action.';

type Text = (name: string) => string | undefined;

/** What both branches read from the request; the time is taken once, before the use case runs. */
interface SaveUserRequest {
  readonly text: Text;
  readonly controls: ControlParams;
  readonly now: Date;
}

/** A guest's save-user: Craft's registration. */
async function register(
  deps: SaveUserRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  { text, controls, now }: SaveUserRequest,
) {
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

const profileInputOf = (text: Text): ProfileInput => ({
  email: text('email'),
  username: text('username'),
  firstName: text('firstName'),
  lastName: text('lastName'),
  fullName: text('fullName'),
  newPassword: text('newPassword'),
  currentPassword: text('currentPassword') ?? text('password'),
  preferredLanguage: text('preferredLanguage'),
});

/** A customer's save-user of their own account. */
async function saveProfile(
  deps: SaveUserRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  signedIn: User,
  { text, controls, now }: SaveUserRequest,
) {
  const sessionIdHash = request.auth.session?.idHash;
  const result = await updateProfile(deps, signedIn, profileInputOf(text), sessionIdHash);
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
    ...(passwordChanged ? { csrfTokenValue: issueCsrfToken(request, reply, deps, user.id) } : {}),
    modelName: 'user',
    user: serializeUser(user, now, user.id),
    message: SAVED,
  };
  return craftModelSuccess(request, reply, deps, json, controls.redirect);
}

async function saveUser(deps: SaveUserRoutesDeps, request: FastifyRequest, reply: FastifyReply) {
  const controls = controlParamsOf(deps.hashedParams, request.body);
  const body = asBody(request.body);
  const text = (name: string) => optionalString(body, name);
  const userId = optionalId(body, 'userId');
  const signedIn = request.auth.user;
  const input = { text, controls, now: deps.clock.now() };
  if (!signedIn) {
    if (userId !== undefined) throw new HttpError(403, NOT_AUTHORIZED);
    return register(deps, request, reply, input);
  }
  // Signed in: only one's own account (registering others needs permissions customers lack).
  if (userId === undefined || userId !== signedIn.id) throw new HttpError(403, NOT_AUTHORIZED);
  return saveProfile(deps, request, reply, signedIn, input);
}

export function saveUserRoutes(deps: SaveUserRoutesDeps) {
  /** Craft names the user model after the signed `userVariable` (the handler has checked it). */
  const nameUserModel = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) =>
    isModelAnswer(payload)
      ? withModelName(
          payload,
          controlParamsOf(deps.hashedParams, request.body).userVariable ?? 'user',
        )
      : payload;
  return async (app: FastifyInstance) => {
    // This plugin holds save-user alone, so the hook renames nothing else.
    app.addHook('preSerialization', nameUserModel);
    app.post('/actions/users/save-user', (request, reply) => saveUser(deps, request, reply));
  };
}
