export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of a real verification, so unknown users answer as slowly as known ones. */
  verifyDummy(password: string): Promise<void>;
}
