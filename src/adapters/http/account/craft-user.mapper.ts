import type { User, UserInfo } from '../../../domain/user/user';
import { parseUserStatus } from '../../../domain/user/user.rules';
import type { CraftUser, UserInfoJson } from './craft-user.schema';

export const mapCraftUser = (user: CraftUser): User => ({
  id: user.id,
  uid: user.uid,
  email: user.email,
  username: user.username ?? user.email,
  firstName: user.firstName ?? null,
  lastName: user.lastName ?? null,
  fullName: user.fullName ?? null,
  status: user.status,
  photoId: user.photoId ?? null,
  preferredLanguage: user.preferredLanguage ?? null,
  primaryBillingAddressId: user.primaryBillingAddressId ?? null,
  primaryShippingAddressId: user.primaryShippingAddressId ?? null,
  active: user.active ?? user.status === 'active',
  pending: user.pending ?? user.status === 'pending',
  locked: user.locked ?? false,
  suspended: user.suspended ?? user.status === 'suspended',
  admin: user.admin ?? false,
  enabled: user.enabled ?? true,
  archived: user.archived ?? false,
  lastLoginDate: user.lastLoginDate ?? null,
  invalidLoginCount: user.invalidLoginCount ?? null,
  lastInvalidLoginDate: user.lastInvalidLoginDate ?? null,
  lockoutDate: user.lockoutDate ?? null,
});

/** The endpoint says 'none' for an address without an account: no status. */
export const mapUserInfo = (info: UserInfoJson): UserInfo => ({
  success: info.success,
  email: info.email,
  status: parseUserStatus(info.status),
  message: info.message ?? null,
  passwordResetRequired: info.passwordResetRequired ?? false,
  canRequestActivation: info.canRequestActivation ?? false,
  hasProfile: info.hasProfile ?? false,
});
