/** Craft's user element, as the shop keeps it (secrets excluded: the hash stays in the repository). */
export interface User {
  readonly id: number;
  readonly uid: string;
  readonly username: string;
  readonly email: string;
  readonly unverifiedEmail: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly fullName: string | null;
  readonly photoId: number | null;
  readonly preferredLanguage: string | null;
  readonly primaryBillingAddressId: number | null;
  readonly primaryShippingAddressId: number | null;
  readonly active: boolean;
  readonly pending: boolean;
  readonly locked: boolean;
  readonly suspended: boolean;
  readonly admin: boolean;
  readonly enabled: boolean;
  readonly archived: boolean;
  readonly passwordResetRequired: boolean;
  readonly hasPassword: boolean;
  readonly lastLoginDate: Date | null;
  readonly lastLoginAttemptIp: string | null;
  readonly invalidLoginCount: number;
  readonly lastInvalidLoginDate: Date | null;
  readonly lockoutDate: Date | null;
  readonly lastPasswordChangeDate: Date | null;
  readonly dateCreated: Date;
  readonly dateUpdated: Date;
}

/**
 * A user being registered, as submitted and not saved (Craft's new User element): no id, uid or dates
 * yet, and no e-mail when none was posted.
 */
export interface UserDraft extends Omit<
  User,
  'id' | 'uid' | 'email' | 'dateCreated' | 'dateUpdated'
> {
  readonly id: null;
  readonly uid: null;
  readonly email: string | null;
  readonly dateCreated: null;
  readonly dateUpdated: null;
}

export type UserStatus = 'active' | 'pending' | 'suspended' | 'inactive' | 'disabled' | 'archived';

/** The login-tracking fields a sign-in attempt may change. */
export type LoginTracking = Pick<
  User,
  | 'invalidLoginCount'
  | 'lastInvalidLoginDate'
  | 'locked'
  | 'lockoutDate'
  | 'lastLoginDate'
  | 'lastLoginAttemptIp'
>;
