import { loadOnce } from '../../../application/shared/load-once';
import type { AccountGateway } from '../../../ports/account-gateway';

/**
 * The account gateway whose code (requests, schemas, mappers) loads on the first call: reading the
 * session at startup goes through the app-session gateway, so the first page needs none of it. A
 * failed load is tried again on the next call.
 */
export class DeferredAccountGateway implements AccountGateway {
  readonly #gateway: () => Promise<AccountGateway>;

  constructor(load: () => Promise<AccountGateway>) {
    this.#gateway = loadOnce(load).load;
  }

  #call<R>(use: (gateway: AccountGateway) => Promise<R>): Promise<R> {
    return this.#gateway().then(use);
  }

  getSessionInfo: AccountGateway['getSessionInfo'] = () => this.#call((g) => g.getSessionInfo());
  login: AccountGateway['login'] = (payload) => this.#call((g) => g.login(payload));
  logout: AccountGateway['logout'] = () => this.#call((g) => g.logout());
  register: AccountGateway['register'] = (payload) => this.#call((g) => g.register(payload));
  updateProfile: AccountGateway['updateProfile'] = (update) =>
    this.#call((g) => g.updateProfile(update));
  uploadPhoto: AccountGateway['uploadPhoto'] = (upload) => this.#call((g) => g.uploadPhoto(upload));
  sendPasswordReset: AccountGateway['sendPasswordReset'] = (loginName) =>
    this.#call((g) => g.sendPasswordReset(loginName));
  setPassword: AccountGateway['setPassword'] = (request) =>
    this.#call((g) => g.setPassword(request));
  verifyEmail: AccountGateway['verifyEmail'] = (verification) =>
    this.#call((g) => g.verifyEmail(verification));
  resendVerification: AccountGateway['resendVerification'] = (email) =>
    this.#call((g) => g.resendVerification(email));
  requestActivation: AccountGateway['requestActivation'] = (request) =>
    this.#call((g) => g.requestActivation(request));
  getUserInfo: AccountGateway['getUserInfo'] = (email) => this.#call((g) => g.getUserInfo(email));
  getCurrentUser: AccountGateway['getCurrentUser'] = () => this.#call((g) => g.getCurrentUser());
}
