import type { GatewayError } from '../../../domain/http/gateway.errors';
import type { AppSession, SessionSyncAction } from '../../../domain/session/app-session';
import { err, type Result } from '../../../domain/shared/result';
import type { AppSessionGateway } from '../../../ports/app-session-gateway';
import type { VendureClient } from '../client/vendure-client';
import { signedOutFailure } from '../client/vendure-failure';
import { sessionUserOf } from './vendure-session.mapper';
import { LOGOUT, SIGNED_IN_CUSTOMER } from './vendure-session.operations';
import { logoutSchema, signedInCustomerSchema } from './vendure-session.schema';

/**
 * With Vendure the storefront has one session, Vendure's own (its cookie, through our /shop-api):
 * there is no second one to copy a sign-in into. Reading it asks Vendure who is signed in, removing
 * it signs out, and a sync reads it again.
 */
export class VendureAppSessionGateway implements AppSessionGateway {
  readonly #client: VendureClient;

  constructor(client: VendureClient) {
    this.#client = client;
  }

  /** A guest is a session without a user (and, with no second session, without an id). */
  read(): Promise<Result<AppSession, GatewayError>> {
    return this.#client.queryNow(
      SIGNED_IN_CUSTOMER,
      {},
      signedInCustomerSchema,
      ({ activeCustomer }) => ({
        id: null,
        user: activeCustomer === null ? null : sessionUserOf(activeCustomer),
      }),
      'session',
    );
  }

  remove(): Promise<Result<void, GatewayError>> {
    return this.#client.mutate(LOGOUT, {}, logoutSchema, () => undefined, 'session');
  }

  /** A login sync with nobody signed in is refused (401), as the session endpoint refuses it. */
  async sync(action: SessionSyncAction): Promise<Result<AppSession, GatewayError>> {
    const session = await this.read();
    if (session.ok && action === 'login' && session.value.user === null) {
      return err(signedOutFailure(SIGNED_IN_CUSTOMER.name));
    }
    return session;
  }
}
