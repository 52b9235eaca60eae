import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../../ports/users/password-hasher.ts';

// argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 iterations), ~30 ms per hash here.
export function argon2PasswordHasher(): PasswordHasher {
  // A real hash to verify against, so unknown users cost what known ones cost.
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password),
    verify: async (stored, password) => {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
    verifyDummy: async (password) => {
      dummy ??= hash('not-a-real-password-only-for-timing');
      await verify(await dummy, password).catch(() => false);
    },
  };
}
