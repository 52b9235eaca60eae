import type { GatewayError } from '../domain/http/gateway.errors';
import type { AppSession, SessionSyncAction } from '../domain/session/app-session';
import type { Result } from '../domain/shared/result';

/**
 * The storefront's own session beside the commerce one (GET/DELETE /api/_auth/session) and the
 * call that copies the commerce sign-in into it (POST /api/v1/{commerce-cms-segment}/session).
 */
export interface AppSessionGateway {
  /** Read once, never retried: a failure means "no session". */
  read(): Promise<Result<AppSession, GatewayError>>;
  remove(): Promise<Result<void, GatewayError>>;
  sync(action: SessionSyncAction): Promise<Result<AppSession, GatewayError>>;
}
