import { http, HttpResponse } from 'msw';
import { InMemoryAccountGateway } from '../../src/adapters/fakes/in-memory.account-gateway';
import { InMemoryAppSessionGateway } from '../../src/adapters/fakes/in-memory.app-session-gateway';
import type { InMemoryShop } from '../../src/adapters/fakes/in-memory-shop';
import type { Email } from '../../src/domain/forms/email';
import type { RegistrationPayload } from '../../src/domain/user/user';
import { jsonBody, refusesCsrf, wire } from './craft-wire';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Craft's users controller and the storefront's account and session API, over the fakes. */
export const accountHandlers = (shop: InMemoryShop, origin: string) => {
  const account = new InMemoryAccountGateway(shop);
  const appSession = new InMemoryAppSessionGateway(shop);
  const post = (path: string, handle: (body: Record<string, unknown>) => Promise<Response>) =>
    http.post(
      `${origin}/${path}`,
      async ({ request }) => refusesCsrf(shop, request) ?? handle(await jsonBody(request)),
    );

  return [
    http.get(`${origin}/actions/users/session-info`, async () =>
      wire(await account.getSessionInfo(), ({ user, ...session }) => ({ ...session, ...user })),
    ),
    post('actions/users/login', async (body) =>
      wire(
        await account.login({
          loginName: str(body.loginName),
          password: str(body.password),
          rememberMe: body.rememberMe === 1,
        }),
        (user) => ({ returnUrl: '/', csrfTokenValue: shop.csrfToken, modelName: 'user', user }),
      ),
    ),
    http.get(`${origin}/api/user/logout`, async () =>
      wire(await account.logout(), () => ({ success: true, csrfTokenValue: shop.csrfToken })),
    ),
    post('actions/users/save-user', async (body) => {
      const saved =
        typeof body.userId === 'number'
          ? await account.updateProfile({ ...(body as object), userId: body.userId })
          : await account.register(body as unknown as RegistrationPayload);
      return wire(saved, (user) => ({
        id: user.id,
        modelName: 'user',
        user,
        message: 'User saved.',
      }));
    }),
    post('actions/users/upload-user-photo', async (body) => {
      const photo = (body.photo ?? {}) as Record<string, unknown>;
      const upload = {
        userId: Number(body.userId),
        filename: str(photo.filename),
        dataUrl: str(photo.data),
      };
      return wire(await account.uploadPhoto(upload), ({ photoId }) => ({ html: '', photoId }));
    }),
    post('actions/users/send-password-reset-email', async (body) =>
      wire(await account.sendPasswordReset(str(body.loginName)), () => ({
        message: 'Password reset email sent.',
      })),
    ),
    post('actions/users/set-password', async (body) =>
      wire(
        await account.setPassword({
          code: str(body.code),
          uid: str(body.id),
          newPassword: str(body.newPassword),
        }),
        ({ status }) => ({ status }),
      ),
    ),
    post('api/v1/commerce-cms/verify-email', async (body) =>
      wire(await account.verifyEmail({ code: str(body.code), uid: str(body.uid) }), () => ({
        success: true,
      })),
    ),
    post('api/users/resend-verification', async (body) =>
      wire(await account.resendVerification(str(body.email) as Email), () => ({ success: true })),
    ),
    post('api/users/request-activation', async (body) =>
      wire(
        await account.requestActivation({
          email: str(body.email) as Email,
          firstName: str(body.firstName),
          lastName: str(body.lastName),
        }),
        () => ({ success: true }),
      ),
    ),
    http.get(`${origin}/api/users/info`, async ({ request }) => {
      const email = new URL(request.url).searchParams.get('email') ?? '';
      return wire(await account.getUserInfo(email as Email), (info) => ({
        ...info,
        status: info.status ?? 'none',
      }));
    }),
    http.get(`${origin}/api/user`, async () =>
      wire(await account.getCurrentUser(), (user) => ({ user })),
    ),
    http.get(`${origin}/api/_auth/session`, async () =>
      wire(await appSession.read(), (session) => session),
    ),
    http.delete(
      `${origin}/api/_auth/session`,
      async ({ request }) =>
        refusesCsrf(shop, request) ?? wire(await appSession.remove(), () => ({ loggedOut: true })),
    ),
    post('api/v1/commerce-cms/session', async (body) =>
      body.action === 'login' || body.action === 'logout'
        ? wire(await appSession.sync(body.action), (session) => ({ success: true, session }))
        : HttpResponse.json(
            { message: 'The action must be "login" or "logout".' },
            { status: 400 },
          ),
    ),
  ];
};
