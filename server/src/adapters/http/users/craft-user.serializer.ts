import type { User, UserDraft } from '../../../domain/users/user.ts';
import {
  displayName,
  friendlyName,
  isCredentialed,
  statusOf,
} from '../../../domain/users/user-status.rules.ts';
import { remainingCooldownSeconds } from '../../../domain/users/login.rules.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Craft's serialized user (`password`, `newPassword`, `currentPassword` always null), saved or a draft
 * not saved yet.
 */
export function serializeUser(
  user: User | UserDraft,
  now: Date,
  currentUserId: number | null = null,
) {
  const cooldown = remainingCooldownSeconds(user, now);
  return {
    id: user.id,
    uid: user.uid,
    enabled: user.enabled,
    archived: user.archived,
    status: statusOf(user),
    dateCreated: iso(user.dateCreated),
    dateUpdated: iso(user.dateUpdated),
    photoId: user.photoId,
    active: user.active,
    pending: user.pending,
    locked: user.locked,
    suspended: user.suspended,
    admin: user.admin,
    username: user.username,
    email: user.email,
    unverifiedEmail: user.unverifiedEmail,
    password: null,
    newPassword: null,
    currentPassword: null,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName,
    friendlyName: friendlyName(user),
    name: displayName(user),
    preferredLanguage: user.preferredLanguage,
    primaryBillingAddressId: user.primaryBillingAddressId,
    primaryShippingAddressId: user.primaryShippingAddressId,
    lastLoginDate: iso(user.lastLoginDate),
    invalidLoginCount: user.invalidLoginCount,
    lastInvalidLoginDate: iso(user.lastInvalidLoginDate),
    lockoutDate: iso(user.lockoutDate),
    cooldownEndTime:
      user.lockoutDate && cooldown > 0
        ? new Date(now.getTime() + cooldown * 1000).toISOString()
        : null,
    remainingCooldownTime: cooldown > 0 ? cooldown : null,
    hasDashboard: false,
    passwordResetRequired: user.passwordResetRequired,
    lastPasswordChangeDate: iso(user.lastPasswordChangeDate),
    isCredentialed: isCredentialed(user),
    isCurrent: user.id !== null && currentUserId === user.id,
  };
}

export type CraftUserJson = ReturnType<typeof serializeUser>;
