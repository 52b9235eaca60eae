import type { SessionInfo, SessionUser } from '../../../domain/session/session';
import type { CraftSessionInfo } from './craft-session.schema';

const userOf = ({ id, uid, username, email }: CraftSessionInfo): SessionUser | null =>
  typeof id === 'number' && typeof uid === 'string'
    ? { id, uid, username: username ?? '', email: email ?? '' }
    : null;

export const mapCraftSessionInfo = (json: CraftSessionInfo): SessionInfo => ({
  isGuest: json.isGuest,
  timeout: json.timeout,
  csrfTokenName: json.csrfTokenName ?? null,
  csrfTokenValue: json.csrfTokenValue ?? null,
  user: userOf(json),
});
