import type { CodePurpose } from '../../domain/users/user-code.ts';

export type { CodePurpose };

export interface StoredCode {
  readonly id: number;
  readonly userId: number;
  readonly purpose: CodePurpose;
  readonly codeHash: string;
  readonly issuedAt: Date;
  readonly expiresAt: Date;
}

export interface UserCodeRepository {
  /** Replaces the user's previous code of that purpose. */
  replace(
    userId: number,
    purpose: CodePurpose,
    codeHash: string,
    issuedAt: Date,
    expiresAt: Date,
  ): Promise<void>;
  find(userId: number, purpose: CodePurpose): Promise<StoredCode | null>;
  /** Single use: consuming deletes it; false when it was already consumed (a concurrent use). */
  consume(id: number): Promise<boolean>;
  /** Housekeeping: removes codes that expired before `now`; returns how many. */
  deleteExpired(now: Date): Promise<number>;
}
