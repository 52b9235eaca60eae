import type { GatewayError } from '../../domain/http/gateway.errors';
import type { AppSession, SessionSyncAction } from '../../domain/session/app-session';
import { err, ok, type Result } from '../../domain/shared/result';
import type { AppSessionGateway } from '../../ports/app-session-gateway';
import {
  APP_SESSION_ENDPOINT,
  sessionSyncEndpoint,
} from '../http/session/session-endpoint.app-session-gateway';
import { craftErrorBody, NOT_AUTHENTICATED, refused } from './fake-failure';
import type { InMemoryShop } from './in-memory-shop';

const SYNC_ENDPOINT = sessionSyncEndpoint('commerce-cms');

/** The storefront's own session over an in-memory shop. */
export class InMemoryAppSessionGateway implements AppSessionGateway {
  readonly #shop: InMemoryShop;

  constructor(shop: InMemoryShop) {
    this.#shop = shop;
  }

  async read(): Promise<Result<AppSession, GatewayError>> {
    const down = this.#shop.guard(APP_SESSION_ENDPOINT);
    return down ? err(down) : ok(this.#session());
  }

  /** Ends the session, as our back-end does: the commerce sign-in goes with it. */
  async remove(): Promise<Result<void, GatewayError>> {
    const down = this.#shop.guard(APP_SESSION_ENDPOINT, 'DELETE');
    if (down) return err(down);
    this.#shop.appSessionUser = null;
    this.#shop.signedInUserId = null;
    this.#shop.appSessionId = crypto.randomUUID();
    return ok(undefined);
  }

  /** A login sync copies who the commerce session says is signed in, never a client's word. */
  async sync(action: SessionSyncAction): Promise<Result<AppSession, GatewayError>> {
    const down = this.#shop.guard(SYNC_ENDPOINT, 'POST');
    if (down) return err(down);
    if (action === 'logout') {
      this.#shop.appSessionUser = null;
      return ok(this.#session());
    }
    const user = this.#shop.signedIn()?.user;
    if (user === undefined) {
      return err(refused(SYNC_ENDPOINT, 'POST', 401, craftErrorBody(401, NOT_AUTHENTICATED)));
    }
    this.#shop.appSessionUser = {
      id: user.id,
      uid: user.uid,
      email: user.email,
      username: user.username,
      fullName: user.fullName,
    };
    return ok(this.#session());
  }

  #session(): AppSession {
    return { id: this.#shop.appSessionId, user: this.#shop.appSessionUser };
  }
}
