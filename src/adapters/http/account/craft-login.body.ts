import type { LoginCredentials } from '../../../domain/forms/account-forms';

/** Craft's rememberMe param: the headless SDK sends 1 or 0, not a boolean. */
type RememberMeFlag = 0 | 1;

/** The body of POST actions/users/login. */
interface CraftLoginBody {
  readonly loginName: string;
  readonly password: string;
  readonly rememberMe: RememberMeFlag;
}

export const craftLoginBody = ({
  loginName,
  password,
  rememberMe,
}: LoginCredentials): CraftLoginBody => ({
  loginName,
  password,
  rememberMe: rememberMe ? 1 : 0,
});
