import type { LoginTracking, User } from '../../domain/users/user.ts';

export interface NewUser {
  readonly uid: string;
  readonly username: string;
  readonly email: string;
  readonly unverifiedEmail: string | null;
  readonly passwordHash: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly fullName: string | null;
  readonly active: boolean;
  readonly pending: boolean;
}

export type UserChanges = Partial<
  Omit<User, 'id' | 'uid' | 'dateCreated' | 'dateUpdated' | 'hasPassword'> & {
    passwordHash: string | null;
  }
>;

export interface UserRepository {
  findById(id: number): Promise<User | null>;
  findByUid(uid: string): Promise<User | null>;
  /** Case-insensitive, by username or e-mail (Craft's getUserByUsernameOrEmail). */
  findByLoginName(loginName: string): Promise<User | null>;
  findByEmail(email: string): Promise<User | null>;
  passwordHashOf(id: number): Promise<string | null>;
  create(user: NewUser): Promise<User>;
  update(id: number, changes: UserChanges): Promise<User>;
  recordLoginTracking(id: number, tracking: LoginTracking): Promise<void>;
  isEmailTaken(email: string, exceptUserId?: number): Promise<boolean>;
  isUsernameTaken(username: string, exceptUserId?: number): Promise<boolean>;
}
