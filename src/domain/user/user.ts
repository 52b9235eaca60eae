/** The statuses Craft reports; "locked" is a flag, never a status. */
export type UserStatus = 'active' | 'pending' | 'suspended' | 'inactive' | 'disabled' | 'archived';

export interface User {
  readonly id: number;
  readonly uid: string;
  readonly email: string;
  readonly username: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly fullName: string | null;
  readonly status: UserStatus;
  readonly photoId: number | null;
  readonly preferredLanguage: string | null;
  readonly primaryBillingAddressId: number | null;
  readonly primaryShippingAddressId: number | null;
  readonly active: boolean;
  readonly pending: boolean;
  readonly locked: boolean;
  readonly suspended: boolean;
  /** exists on the record; no admin features are shown */
  readonly admin: boolean;
  readonly enabled: boolean;
  readonly archived: boolean;
  readonly lastLoginDate: string | null;
  readonly invalidLoginCount: number | null;
  readonly lastInvalidLoginDate: string | null;
  readonly lockoutDate: string | null;
}

/** GET /api/users/info?email= */
export interface UserInfo {
  readonly success: boolean;
  readonly email: string;
  readonly status: UserStatus | null;
  readonly message: string | null;
  readonly passwordResetRequired: boolean;
  readonly canRequestActivation: boolean;
  readonly hasProfile: boolean;
}

/** POST actions/users/save-user for a registration. */
export interface RegistrationPayload {
  readonly email: string;
  readonly username: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly fullName: string;
  readonly sendVerificationEmail: 1;
}
