import type { Clock } from '../../ports/system/clock.ts';
import type { SessionRepository } from '../../ports/users/session-repository.ts';
import type { UserCodeRepository } from '../../ports/users/user-code-repository.ts';

export const PURGE_INTERVAL_MS = 3_600_000;

/** Expired sessions and one-time codes are useless and only grow the tables. */
export async function purgeExpired(deps: {
  readonly sessions: SessionRepository;
  readonly codes: UserCodeRepository;
  readonly clock: Clock;
}): Promise<{ sessions: number; codes: number }> {
  const now = deps.clock.now();
  return {
    sessions: await deps.sessions.deleteExpired(now),
    codes: await deps.codes.deleteExpired(now),
  };
}
