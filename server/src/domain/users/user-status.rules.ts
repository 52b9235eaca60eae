import type { User, UserStatus } from './user.ts';

/** Craft's order: disabled/archived, then suspended, pending, active, else inactive. */
export function statusOf(
  user: Pick<User, 'enabled' | 'archived' | 'suspended' | 'pending' | 'active'>,
): UserStatus {
  if (user.archived) return 'archived';
  if (!user.enabled) return 'disabled';
  if (user.suspended) return 'suspended';
  if (user.pending) return 'pending';
  if (user.active) return 'active';
  return 'inactive';
}

/** Active or pending users hold credentials (Craft: "credentialed"). */
export const isCredentialed = (user: Pick<User, 'active' | 'pending'>): boolean =>
  user.active || user.pending;

/** Initials-friendly display name: full name, else first + last, else the username. */
export function friendlyName(
  user: Pick<User, 'fullName' | 'firstName' | 'lastName' | 'username'>,
): string {
  const full = user.fullName?.trim();
  if (full) return full.split(/\s+/)[0] ?? full;
  return user.firstName?.trim() || user.username;
}

export function displayName(
  user: Pick<User, 'fullName' | 'firstName' | 'lastName' | 'username'>,
): string {
  const full =
    user.fullName?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username;
}
