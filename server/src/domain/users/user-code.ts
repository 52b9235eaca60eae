/** What a one-time code proves: a verified e-mail address, or the right to set a new password. */
export type CodePurpose = 'verify-email' | 'reset-password';
