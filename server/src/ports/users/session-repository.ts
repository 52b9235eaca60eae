export interface StoredSession {
  readonly idHash: string;
  readonly userId: number | null;
  readonly rememberMe: boolean;
  readonly data: Readonly<Record<string, unknown>>;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly expiresAt: Date;
}

export interface SessionRepository {
  create(session: StoredSession & { ip: string | null; userAgent: string | null }): Promise<void>;
  find(idHash: string, now: Date): Promise<StoredSession | null>;
  extend(idHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void>;
  saveData(idHash: string, data: Readonly<Record<string, unknown>>): Promise<void>;
  delete(idHash: string): Promise<void>;
  /** Signs a user out everywhere else (after a password change). */
  deleteForUser(userId: number, exceptIdHash?: string): Promise<void>;
  /** Housekeeping: removes sessions that expired before `now`; returns how many. */
  deleteExpired(now: Date): Promise<number>;
}
