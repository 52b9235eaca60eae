import type { GatewayError } from '../../../domain/http/gateway.errors';
import type { AppSession, SessionSyncAction } from '../../../domain/session/app-session';
import type { Result } from '../../../domain/shared/result';
import type { AppSessionGateway } from '../../../ports/app-session-gateway';
import { appSessionSchema, appSessionSyncSchema, type AppSessionJson } from './app-session.schema';
import { bodyOf, type CraftClient } from '../client/craft-client';
import { doneAnswer, mapAnswer } from '../client/gateway-result';

export const APP_SESSION_ENDPOINT = 'api/_auth/session';
export const sessionSyncEndpoint = (commerceCmsSegment: string): string =>
  `api/v1/${commerceCmsSegment}/session`;

export const mapAppSession = (json: AppSessionJson | null | undefined): AppSession => {
  const user = json?.user;
  return {
    id: json?.id ?? null,
    user:
      user === undefined || user === null
        ? null
        : {
            id: user.id,
            uid: user.uid,
            email: user.email,
            username: user.username ?? user.email,
            fullName: user.fullName ?? null,
          },
  };
};

/** The storefront's session endpoints, shaped like nuxt-auth-utils'. */
export class SessionEndpointAppSessionGateway implements AppSessionGateway {
  readonly #client: CraftClient;
  readonly #syncEndpoint: string;

  constructor(client: CraftClient, options: { readonly commerceCmsSegment: string }) {
    this.#client = client;
    this.#syncEndpoint = sessionSyncEndpoint(options.commerceCmsSegment);
  }

  read(): Promise<Result<AppSession, GatewayError>> {
    return mapAnswer(
      this.#client
        .send({ method: 'GET', endpoint: APP_SESSION_ENDPOINT, retry: false })
        .then(bodyOf),
      appSessionSchema,
      'session',
      APP_SESSION_ENDPOINT,
      mapAppSession,
    );
  }

  remove(): Promise<Result<void, GatewayError>> {
    return doneAnswer(this.#client.delete(APP_SESSION_ENDPOINT));
  }

  sync(action: SessionSyncAction): Promise<Result<AppSession, GatewayError>> {
    return mapAnswer(
      this.#client.post(this.#syncEndpoint, { action }),
      appSessionSyncSchema,
      'session',
      this.#syncEndpoint,
      ({ session }) => mapAppSession(session),
    );
  }
}
