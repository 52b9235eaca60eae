import { constantTimeEquals } from '../../domain/csrf/csrf-token.rules.ts';
import type { CodePurpose } from '../../domain/users/user-code.ts';
import { CODE_LENGTH, codeExpiry, isCodeExpired } from '../../domain/users/user-code.rules.ts';
import type { Clock } from '../../ports/system/clock.ts';
import type { Digest } from '../../ports/system/digest.ts';
import type { RandomSource } from '../../ports/system/random-source.ts';
import type { StoredCode, UserCodeRepository } from '../../ports/users/user-code-repository.ts';

export interface CodeDeps {
  readonly codes: UserCodeRepository;
  readonly digest: Digest;
  readonly random: RandomSource;
  readonly clock: Clock;
}

/** A new code replaces the user's previous one of the same purpose; only its digest is stored. */
export async function issueCode(
  deps: CodeDeps,
  userId: number,
  purpose: CodePurpose,
): Promise<string> {
  const code = deps.random.token(CODE_LENGTH);
  const now = deps.clock.now();
  await deps.codes.replace(
    userId,
    purpose,
    deps.digest.sha256(code),
    now,
    codeExpiry(purpose, now),
  );
  return code;
}

/** The stored code when `code` matches it and has not expired (expired codes are wiped on check). */
export async function findValidCode(
  deps: CodeDeps,
  userId: number,
  purpose: CodePurpose,
  code: string,
): Promise<StoredCode | null> {
  const stored = await deps.codes.find(userId, purpose);
  if (!stored) return null;
  if (isCodeExpired(stored.expiresAt, deps.clock.now())) {
    await deps.codes.consume(stored.id);
    return null;
  }
  return constantTimeEquals(stored.codeHash, deps.digest.sha256(code)) ? stored : null;
}
