import type { CodePurpose } from './user-code.ts';

/** Craft's verification code: 32 random characters. */
export const CODE_LENGTH = 32;

/** Verification links last a day (Craft's verificationCodeDuration); reset links an hour. */
export const CODE_LIFETIME_SECONDS: Readonly<Record<CodePurpose, number>> = {
  'verify-email': 86_400,
  'reset-password': 3_600,
};

export const codeExpiry = (purpose: CodePurpose, issuedAt: Date): Date =>
  new Date(issuedAt.getTime() + CODE_LIFETIME_SECONDS[purpose] * 1000);

export const isCodeExpired = (expiresAt: Date, now: Date): boolean =>
  now.getTime() >= expiresAt.getTime();
